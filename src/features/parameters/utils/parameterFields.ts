/**
 * The parameter form's fields: what the form holds (the writable fields of a parameter, its
 * files as chosen files), the order it shows them in, their labels and the starred ones, which
 * releasing needs.
 */
import { PARAMETER_LABELS, RELEASE_REQUIRED } from '@/domain/parameterRules';
import type { ChosenFile } from './parameterFiles';

/** What the form holds: the writable fields, with the files as chosen files. */
export interface ParameterFormValues {
  name: string;
  displayedName: string;
  stripCatNo: string;
  parameterRange: string;
  citationFormula: string;
  unit: string;
  packageFile: ChosenFile | null;
  countdownTimer: number | null;
  audioSignal: boolean;
  preCountDownImage: ChosenFile | null;
  postCountDownSignal: boolean;
  postCountDownImage: ChosenFile | null;
  outOfRangeEntryMin: number | null;
  outOfRangeEntryMax: number | null;
  errorMessage: string;
  packageCounterStripInBox: number | null;
  productUrl: string;
  isHowToUpdated: boolean;
  isFaqUpdated: boolean;
  isNotificationUpdated: boolean;
  additionalInfo: string;
}
export type FormField = keyof ParameterFormValues;

/** The fields in the order the form shows them (the first failing one gets the focus). */
export const FIELD_ORDER: FormField[] = [
  'name',
  'displayedName',
  'stripCatNo',
  'parameterRange',
  'citationFormula',
  'unit',
  'packageFile',
  'countdownTimer',
  'audioSignal',
  'preCountDownImage',
  'postCountDownSignal',
  'postCountDownImage',
  'outOfRangeEntryMin',
  'outOfRangeEntryMax',
  'errorMessage',
  'packageCounterStripInBox',
  'productUrl',
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
  'additionalInfo',
];

/** The fields' labels (the server's messages name the fields by the same ones). */
export const LABELS: Record<FormField, string> = PARAMETER_LABELS;

/** The starred fields: mandatory to release (the server checks the same list). */
export const STARRED: ReadonlySet<FormField> = RELEASE_REQUIRED as ReadonlySet<FormField>;
