/**
 * Records of the mock server's data store. These are the server's own rows (with password
 * hashes, tokens, owner ids); handlers turn them into the API shapes of openapi.yaml.
 * All timestamps are epoch SECONDS on the mock clock (see clock.ts).
 */
export type ListName =
  'result' | 'analysis' | 'notification' | 'user' | 'successfulResult' | 'discardedResult';

export interface DeviceRecord {
  deviceId: string;
  deviceName: string;
  creationDate: number;
}

export interface UserRecord {
  id: number;
  email: string;
  passwordHash: string;
  roles: string[]; // ROLE_USER, ROLE_ADMIN, ROLE_RESTRICTED
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  companyAdress: string | null;
  companyCity: string | null;
  companyPostalCode: string | null;
  companyCountry: string | null;
  companyPhone: string | null;
  segment: number;
  segmentDepartment: string | null;
  segmentWorkgroup: string | null;
  segmentPosition: number;
  isActivated: boolean;
  registrationDate: number;
  /** confirmation link token and when it was issued (valid 24 h) */
  confirmationToken: string | null;
  confirmationTokenCreatedAt: number | null;
  /** last time a confirmation mail was resent (once per 15 min) */
  confirmationResentAt: number | null;
  passwordResetToken: string | null;
  passwordResetRequestedAt: number | null;
  newsletterActive: boolean;
  newsletterToken: string | null;
  newsletterTokenCreatedAt: number | null;
  /** profile image as a data URL, or null */
  image: string | null;
  imageUpdateDate: number | null;
  loggedInDevices: DeviceRecord[];
  listMetadata: Partial<Record<ListName, string | null>>;
  /** soft-deleted: inaccessible at once (spec: physically removed within 30 days) */
  deletedAt: number | null;
}

export interface SessionRecord {
  id: string;
  userId: number;
  deviceId: string;
  createdAt: number;
}

export interface ParameterRecord {
  id: number;
  name: string;
  displayedName: string;
  stripCatNo: string;
  parameterRange: string;
  citationFormula: string;
  unit: string;
  status: 1 | 2 | 3; // Draft, Released, Inactive
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

export interface BroadcastRecord {
  id: number;
  type: string; // 'broadcast'
  title: string;
  content: string; // HTML
  image: string | null; // data URL
  creationDate: number;
  sentDate: number | null;
  ownerId: number;
  /** user ids that opened or marked it read */
  readBy: number[];
  deletedAt: number | null;
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

export interface FaqCategoryRecord {
  id: number;
  name: string;
  visible: boolean;
  position: number;
}

export interface FaqItemRecord {
  id: number;
  question: string;
  answer: string;
  faqCategory: number;
  visible: boolean;
  position: number;
}

export interface HowToItemRecord {
  id: number;
  title: string;
  description: string;
  image: string | null;
  visible: boolean;
  position: number;
}

export interface OutboxMail {
  id: number;
  kind: 'confirmation' | 'reset' | 'newsletter' | 'share';
  to: string;
  subject: string;
  body: string;
  /** app-relative link the mail carries, e.g. /register/confirm/abc */
  link: string;
  sentAt: number;
}

export type ForcedFailure = '500' | '401' | 'network';

export interface MockSettings {
  scenario: ScenarioName;
  /** seconds added to the reference date */
  clockOffset: number;
  /** artificial latency in ms for every response */
  latency: number;
  /** operationId (or '*' for all) -> failure to force */
  failures: Record<string, ForcedFailure>;
  /** country code returned by the companies search (X-Country-Code) */
  countryCode: string;
}

export type ScenarioName = 'default' | 'large';

export interface DbData {
  users: UserRecord[];
  sessions: SessionRecord[];
  parameters: ParameterRecord[];
  results: ResultRecord[];
  analyses: AnalysisRecord[];
  shares: ShareRecord[];
  broadcasts: BroadcastRecord[];
  packages: TestStripPackageRecord[];
  faqCategories: FaqCategoryRecord[];
  faqItems: FaqItemRecord[];
  howToItems: HowToItemRecord[];
  outbox: OutboxMail[];
  /** the browser's cookie jar as the mock server sees it: the session id or null */
  cookieSession: string | null;
  /** next id per table */
  sequences: Record<string, number>;
}
