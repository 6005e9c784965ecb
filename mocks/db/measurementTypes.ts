/**
 * Records of parameters, results, analyses, share links and test-strip packages (see types.ts
 * for the store as a whole).
 */
import type { ParameterStatus } from '@/domain/parameterRules';

export interface ParameterRecord {
  id: number;
  name: string;
  displayedName: string;
  stripCatNo: string;
  parameterRange: string;
  citationFormula: string;
  unit: string;
  status: ParameterStatus;
  visible: boolean;
  audioSignal: boolean;
  postCountDownSignal: boolean;
  countdownTimer: number;
  packageCounterStripInBox: number;
  productUrl: string | null;
  outOfRangeEntryMin: number | null;
  outOfRangeEntryMax: number | null;
  errorMessage: string | null;
  additionalInfo: string | null;
  isHowToUpdated: boolean;
  isFaqUpdated: boolean;
  isNotificationUpdated: boolean;
  isReleased: boolean;
  preCountDownImage: string | null;
  preCountDownTextName: string | null;
  postCountDownImage: string | null;
  postCountDownTextName: string | null;
  packageFile: string | null;
  packageFileTextName: string | null;
  type: 0 | 1 | 2; // NO3, PH, ALL
  createdAt: number;
  updatedAt: number;
}

export interface ResultRecord {
  id: number;
  userId: number;
  parameterId: number;
  visibleMeasurementId: string;
  measurementName: string;
  measurementValue: number;
  measurementValueMin: number | null;
  measurementValueMax: number | null;
  measurementUnit: string;
  comment: string | null;
  testStripLotNumber: string | null;
  testStripCatalogNumber: string | null;
  cardCatalogNumber: string | null;
  cardLotNumber: string | null;
  phoneName: string | null;
  phoneOperatingSystem: string | null;
  phoneCamera: string | null;
  sampleCreationDate: number;
  /** IANA-ish UTC offset in minutes at the place of measurement (traveler achievement) */
  timezoneOffset: number;
  locationLat: number | null;
  locationLng: number | null;
  invalidSampleMessageCode: string | null;
  status: 0 | 300;
  discardedResult: boolean;
  updatedAt: number;
  deletedAt: number | null;
}

export interface AnalysisRecord {
  id: number;
  userId: number;
  name: string;
  creationDate: number;
  resultIds: number[];
  /** the result ids it was created with */
  originalResultIds: number[];
  discarded: boolean;
}

export interface ShareRecord {
  /** unguessable id (random 128-bit hex) */
  id: string;
  userId: number;
  type: 'snapshot' | 'dynamic';
  resourceType: 'analysis' | 'result';
  resourceId: number;
  creationDate: number;
  /** snapshot: creation + 30 days; dynamic: null (until revoked) */
  validUntil: number | null;
  emails: string[];
  revoked: boolean;
  /** snapshot shares freeze the result ids at creation */
  snapshotResultIds: number[] | null;
  /**
   * What a snapshot showed when it was made: the name and copies of the results. It keeps
   * showing them, whatever the owner edits, deletes or removes later, until it expires. Missing
   * in data stored by earlier versions (then the frozen ids are shown as they are now).
   */
  frozen?: { name: string; results: ResultRecord[] } | null;
}

export interface TestStripPackageRecord {
  id: number;
  userId: number;
  parameterId: number;
  batchNumber: string | null;
  startAmount: number;
  amountOfTestStripsLeft: number;
  createdAt: number;
}
