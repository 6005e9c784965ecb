/**
 * A parameter's lifecycle and the fields its state locks, as the parameter form shows them and
 * the server enforces them (422 naming the field):
 * - statuses Draft (1), Released (2) and Inactive (3); the changes allowed are Draft -> Draft,
 *   Draft -> Released, Released -> Released, Released -> Inactive and Inactive -> Draft;
 * - once released, a parameter stays marked `isReleased`, even back in Draft, and from then on
 *   its name, catalogue number, range, unit and citation can no longer be changed;
 * - the package counter is fixed once the parameter is saved;
 * - while Inactive almost everything is locked too: the displayed name, the package file (and
 *   its file name), the timer, the toggles, the three checkboxes and the additional information;
 * - a deactivation (Released -> Inactive) changes the status and nothing else, and so does an
 *   activation (Inactive -> Draft): an inactive parameter is changed only once it is a draft again;
 * - a release (to Released, from Draft or Released) needs the three confirmations that the
 *   How-to, the FAQ and the notification were updated, and uses them up: the parameter is stored
 *   with them unchecked, so the next 'Update and release' asks for each again;
 * - its pictures are PNG or JPEG of at most 2 MB; its package file is no image, at most 200 kB.
 */
import type { components } from '@/api/generated/schema';
import { FIELD_MESSAGES } from './messages';

type ParameterWrite = components['schemas']['ParameterWrite'];
export type ParameterField = keyof ParameterWrite;
export type ParameterStatus = ParameterWrite['status'];

export const DRAFT = 1;
export const RELEASED = 2;
export const INACTIVE = 3;
export const STATUS_NAMES = { 1: 'Draft', 2: 'Released', 3: 'Inactive' } as const;

/** The labels of the form's fields, used in its messages and the server's. */
export const PARAMETER_LABELS = {
  name: 'Parameter name',
  displayedName: 'Name as displayed in app',
  stripCatNo: 'Cat. No.',
  parameterRange: 'Range',
  citationFormula: 'Citation',
  unit: 'Unit',
  packageFile: 'Package file',
  countdownTimer: 'Countdown time',
  audioSignal: 'Audio signal',
  preCountDownImage: 'Pre-count-down image',
  postCountDownSignal: 'Post-count-down screen',
  postCountDownImage: 'Post-count-down image',
  outOfRangeEntryMin: 'Out-of-range entry min',
  outOfRangeEntryMax: 'Out-of-range entry max',
  errorMessage: 'Error message',
  packageCounterStripInBox: 'Package counter strips in box',
  productUrl: 'URL to shop button',
  isHowToUpdated: 'Update How-to',
  isFaqUpdated: 'Update FAQ',
  isNotificationUpdated: 'Update Notification',
  additionalInfo: 'Additional information',
  // a file's name is part of the file as the form shows it
  packageFileTextName: 'Package file',
  preCountDownTextName: 'Pre-count-down image',
  postCountDownTextName: 'Post-count-down image',
} as const satisfies Partial<Record<ParameterField, string>>;

/** The largest picture (pre- and post-count-down image) and package file, in bytes. */
export const MAX_IMAGE_BYTES = 2097152;
export const MAX_PACKAGE_BYTES = 204800;

const labelOf = (field: ParameterField): string =>
  (PARAMETER_LABELS as Partial<Record<ParameterField, string>>)[field] ?? field;

const LEGAL: ReadonlySet<string> = new Set(['1>1', '1>2', '2>2', '2>3', '3>1']);

/** Draft->Draft, Draft->Released, Released->Released, Released->Inactive, Inactive->Draft. */
export const isLegalTransition = (from: ParameterStatus, to: ParameterStatus): boolean =>
  LEGAL.has(`${from}>${to}`);

/** Released -> Inactive, which may change nothing but the status. */
export const isDeactivation = (from: ParameterStatus, to: ParameterStatus): boolean =>
  from === RELEASED && to === INACTIVE;

/** Inactive -> Draft ('Activate as draft'), which may change nothing but the status either. */
export const isActivation = (from: ParameterStatus, to: ParameterStatus): boolean =>
  from === INACTIVE && to === DRAFT;

/** Locked once a parameter has been released, whatever its status now. */
const RELEASE_LOCKED: readonly ParameterField[] = [
  'name',
  'stripCatNo',
  'parameterRange',
  'unit',
  'citationFormula',
];
/** Locked while Inactive, besides those. */
const INACTIVE_LOCKED: readonly ParameterField[] = [
  'displayedName',
  'packageFile',
  'packageFileTextName',
  'countdownTimer',
  'audioSignal',
  'postCountDownSignal',
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
  'additionalInfo',
];

/** The three confirmations each release asks for anew (unchecked again once it is stored). */
export const RELEASE_CONFIRMATIONS = [
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
] as const satisfies readonly ParameterField[];

/** Texts a parameter must have before it is released (besides its name, needed on every save). */
export const RELEASE_REQUIRED_TEXTS = [
  'displayedName',
  'stripCatNo',
  'parameterRange',
  'unit',
] as const satisfies readonly ParameterField[];

/**
 * The starred fields, mandatory to release: the name and the two counters (needed on every
 * save), the texts above, the citation, the package file and the pre-count-down image.
 */
export const RELEASE_REQUIRED: ReadonlySet<ParameterField> = new Set<ParameterField>([
  'name',
  ...RELEASE_REQUIRED_TEXTS,
  'citationFormula',
  'packageFile',
  'countdownTimer',
  'preCountDownImage',
  'packageCounterStripInBox',
]);

/** The fields a stored parameter in this state may not change. */
export function lockedFields(status: ParameterStatus, isReleased: boolean): ParameterField[] {
  const locked: ParameterField[] = ['packageCounterStripInBox'];
  if (status !== DRAFT || isReleased) locked.push(...RELEASE_LOCKED);
  if (status === INACTIVE) locked.push(...INACTIVE_LOCKED);
  return locked;
}

export const PARAMETER_RULE_MESSAGES = {
  locked: (field: ParameterField) => `${labelOf(field)} can no longer be changed.`,
  transition: (from: ParameterStatus, to: ParameterStatus) =>
    `The status cannot be changed from ${STATUS_NAMES[from]} to ${STATUS_NAMES[to]}.`,
  deactivation: (field: ParameterField) =>
    `${labelOf(field)} cannot be changed when the parameter is deactivated.`,
  activation: (field: ParameterField) =>
    `${labelOf(field)} cannot be changed when the parameter is activated as draft.`,
  required: (field: ParameterField) => FIELD_MESSAGES.required(labelOf(field)),
} as const;
