/**
 * The server's rules for parameters (spec 3, sections 4 and 5), as pure functions:
 * - the status lifecycle Draft(1) -> Released(2) -> Inactive(3) -> Draft(1);
 * - the fields locked by status and by `isReleased`;
 * - content validation on save (required fields, positive numbers, checkboxes, file rules).
 * Handlers turn the returned violations into 422 (lifecycle, locks) or 400 (content) replies.
 */
import type { ParameterRecord } from '../db/types';
import { base64Info, base64Payload, imageKind, isPngOrJpeg } from './contentRules';
import type { ParameterWrite } from '@/api';
import { visibleText } from '@/domain/richText';

export type { ParameterWrite };
export type ParameterStatus = 1 | 2 | 3;
export interface Violation {
  propertyPath: string;
  message: string;
}

export const DRAFT = 1;
export const RELEASED = 2;
export const INACTIVE = 3;
export const STATUS_NAMES: Record<ParameterStatus, string> = {
  1: 'Draft',
  2: 'Released',
  3: 'Inactive',
};

/** Every field a client may send; `citation` is always 1 and not stored. */
export const WRITABLE_FIELDS = [
  'name',
  'displayedName',
  'stripCatNo',
  'parameterRange',
  'citationFormula',
  'unit',
  'status',
  'visible',
  'audioSignal',
  'postCountDownSignal',
  'countdownTimer',
  'packageCounterStripInBox',
  'productUrl',
  'outOfRangeEntryMin',
  'outOfRangeEntryMax',
  'errorMessage',
  'additionalInfo',
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
  'preCountDownImage',
  'preCountDownTextName',
  'postCountDownImage',
  'postCountDownTextName',
  'packageFile',
  'packageFileTextName',
  'type',
] as const satisfies readonly (keyof ParameterWrite & keyof ParameterRecord)[];
export type WritableField = (typeof WRITABLE_FIELDS)[number];
export type ParameterInput = Partial<Record<WritableField, unknown>>;

/** Form labels used in '{label} is required' and lock messages. */
export const LABELS: Partial<Record<WritableField, string>> = {
  name: 'Parameter name',
  displayedName: 'Name as displayed in app',
  stripCatNo: 'Cat. No.',
  parameterRange: 'Range',
  unit: 'Unit',
  citationFormula: 'Citation',
  packageFile: 'Package file',
  preCountDownImage: 'Pre-count-down image',
  postCountDownImage: 'Post-count-down image',
  countdownTimer: 'Countdown time',
  packageCounterStripInBox: 'Package counter strips in box',
  audioSignal: 'Audio signal',
  postCountDownSignal: 'Post-count-down screen',
  isHowToUpdated: 'HowTo Checkbox',
  isFaqUpdated: 'FAQ Checkbox',
  isNotificationUpdated: 'Notification Checkbox',
  additionalInfo: 'Additional information',
};

export const MESSAGES = {
  positive: 'Value must be positive',
  howTo: 'You must accept HowTo Checkbox',
  faq: 'You must accept the FAQ Checkbox',
  notification: 'You must accept Notification Checkbox',
  badFile: 'There was a problem reading the selected file.',
  packageTooLarge: 'The Package file must not be larger than 200kb',
  badChoice: 'The value you selected is not a valid choice.',
  citationMarkup: 'The citation may contain only text, subscript and superscript.',
} as const;

export const MAX_IMAGE_BYTES = 2097152;
export const MAX_PACKAGE_BYTES = 204800;

const LEGAL: ReadonlySet<string> = new Set(['1>1', '1>2', '2>2', '2>3', '3>1']);

/** Draft->Draft, Draft->Released, Released->Released, Released->Inactive, Inactive->Draft. */
export function isLegalTransition(from: ParameterStatus, to: ParameterStatus): boolean {
  return LEGAL.has(`${from}>${to}`);
}

export const required = (field: WritableField) => `${LABELS[field] ?? field} is required`;
export const lockedMessage = (field: WritableField) =>
  `${LABELS[field] ?? field} can no longer be changed.`;
export const transitionMessage = (from: ParameterStatus, to: ParameterStatus) =>
  `The status cannot be changed from ${STATUS_NAMES[from]} to ${STATUS_NAMES[to]}.`;

const INACTIVE_LOCKED: WritableField[] = [
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

/** Fields an update of a stored parameter may not change, by its current state. */
export function lockedFields(current: {
  status: ParameterStatus;
  isReleased: boolean;
}): WritableField[] {
  const locked: WritableField[] = ['packageCounterStripInBox'];
  if (current.status !== DRAFT) locked.push('name', 'stripCatNo');
  if (current.status !== DRAFT || current.isReleased)
    locked.push('parameterRange', 'unit', 'citationFormula');
  if (current.status === INACTIVE) locked.push(...INACTIVE_LOCKED);
  return locked;
}

const NULLABLE_TEXT = new Set<WritableField>([
  'productUrl',
  'errorMessage',
  'additionalInfo',
  'preCountDownImage',
  'preCountDownTextName',
  'postCountDownImage',
  'postCountDownTextName',
  'packageFile',
  'packageFileTextName',
]);
const FILES = new Set<WritableField>(['preCountDownImage', 'postCountDownImage', 'packageFile']);

/**
 * Keeps known fields only; '' -> null for optional texts; files are kept as their bare base64
 * (a data-URL prefix and line breaks left out), so the same file sent again is no change.
 */
export function normalizeInput(body: Record<string, unknown>): ParameterInput {
  const out: ParameterInput = {};
  for (const field of WRITABLE_FIELDS) {
    if (!(field in body) || body[field] === undefined) continue;
    let value = body[field];
    if (NULLABLE_TEXT.has(field) && value === '') value = null;
    if (FILES.has(field) && typeof value === 'string') value = base64Payload(value);
    out[field] = value;
  }
  return out;
}

/** Fields whose sent value differs from the stored one (absent fields are unchanged). */
export function changedFields(stored: ParameterRecord, input: ParameterInput): WritableField[] {
  return WRITABLE_FIELDS.filter((f) => f in input && input[f] !== stored[f]);
}

/** A PUT that changes nothing but `visible` (always allowed, whatever the status). */
export function isVisibilityFlip(stored: ParameterRecord, input: ParameterInput): boolean {
  return changedFields(stored, input).every((f) => f === 'visible');
}

/** 422 rules of an update: the status transition and the locked fields. */
export function updateViolations(stored: ParameterRecord, input: ParameterInput): Violation[] {
  if (isVisibilityFlip(stored, input)) return [];
  const to = (input.status ?? stored.status) as ParameterStatus;
  const out: Violation[] = [];
  if ([1, 2, 3].includes(to) && !isLegalTransition(stored.status, to)) {
    out.push({ propertyPath: 'status', message: transitionMessage(stored.status, to) });
  }
  const changed = new Set(changedFields(stored, input));
  for (const f of lockedFields(stored)) {
    if (changed.has(f)) out.push({ propertyPath: f, message: lockedMessage(f) });
  }
  return out;
}

const STRING_FIELDS: WritableField[] = [
  'name',
  'displayedName',
  'stripCatNo',
  'parameterRange',
  'citationFormula',
  'unit',
];
const BOOLEAN_FIELDS: WritableField[] = [
  'visible',
  'audioSignal',
  'postCountDownSignal',
  'isHowToUpdated',
  'isFaqUpdated',
  'isNotificationUpdated',
];

/** 400 for values of the wrong JSON type (the server's deserialization step). */
export function typeViolations(input: ParameterInput): Violation[] {
  const out: Violation[] = [];
  const bad = (f: WritableField, type: string) =>
    out.push({ propertyPath: f, message: `This value should be of type ${type}.` });
  for (const f of STRING_FIELDS) if (f in input && typeof input[f] !== 'string') bad(f, 'string');
  for (const f of NULLABLE_TEXT)
    if (input[f] != null && typeof input[f] !== 'string') bad(f, 'string');
  for (const f of BOOLEAN_FIELDS) if (f in input && typeof input[f] !== 'boolean') bad(f, 'bool');
  for (const f of ['outOfRangeEntryMin', 'outOfRangeEntryMax'] as const) {
    if (input[f] != null && typeof input[f] !== 'number') bad(f, 'number');
  }
  return out;
}

const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';

function fileViolation(field: WritableField, value: unknown): Violation | null {
  if (value === null || value === undefined) return null;
  const info = typeof value === 'string' ? base64Info(value) : null;
  if (field === 'packageFile') {
    if (!info || imageKind(info.head) !== null)
      return { propertyPath: field, message: MESSAGES.badFile };
    if (info.bytes > MAX_PACKAGE_BYTES)
      return { propertyPath: field, message: MESSAGES.packageTooLarge };
    return null;
  }
  if (!info || !isPngOrJpeg(info.head) || info.bytes > MAX_IMAGE_BYTES) {
    return { propertyPath: field, message: MESSAGES.badFile };
  }
  return null;
}

/**
 * 400 rules on the data to be stored (stored record merged with the request). Every save:
 * name, valid status/type, positive counters, well-formed files. Saving as Released
 * (status 2) also needs every starred field, the post-count-down image when that screen is
 * on, and the three checkboxes.
 */
export function contentViolations(data: ParameterInput): Violation[] {
  const out: Violation[] = [];
  const add = (propertyPath: string, message: string) => out.push({ propertyPath, message });
  if (![1, 2, 3].includes(data.status as number)) add('status', MESSAGES.badChoice);
  if (data.type !== undefined && ![0, 1, 2].includes(data.type as number))
    add('type', MESSAGES.badChoice);
  if (!isText(data.name)) add('name', required('name'));
  // a citation is text with `__sup__` and `,,sub,,` marks; markup of any kind is refused
  if (typeof data.citationFormula === 'string' && /<[a-z!/?]/i.test(data.citationFormula))
    add('citationFormula', MESSAGES.citationMarkup);
  for (const f of ['countdownTimer', 'packageCounterStripInBox'] as const) {
    const v = data[f];
    if (v === null || v === undefined || v === '') add(f, required(f));
    else if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) add(f, MESSAGES.positive);
  }
  for (const f of FILES) {
    const problem = fileViolation(f, data[f]);
    if (problem) out.push(problem);
  }
  if (data.status !== RELEASED) return out;
  for (const f of ['displayedName', 'stripCatNo', 'parameterRange', 'unit'] as const) {
    if (!isText(data[f])) add(f, required(f));
  }
  if (typeof data.citationFormula !== 'string' || visibleText(data.citationFormula).trim() === '') {
    add('citationFormula', required('citationFormula'));
  }
  const has = (f: WritableField) => typeof data[f] === 'string' && data[f] !== '';
  if (!has('packageFile') && !out.some((v) => v.propertyPath === 'packageFile'))
    add('packageFile', required('packageFile'));
  if (!has('preCountDownImage') && !out.some((v) => v.propertyPath === 'preCountDownImage')) {
    add('preCountDownImage', required('preCountDownImage'));
  }
  if (
    data.postCountDownSignal === true &&
    !has('postCountDownImage') &&
    !out.some((v) => v.propertyPath === 'postCountDownImage')
  ) {
    add('postCountDownImage', required('postCountDownImage'));
  }
  if (data.isHowToUpdated !== true) add('isHowToUpdated', MESSAGES.howTo);
  if (data.isFaqUpdated !== true) add('isFaqUpdated', MESSAGES.faq);
  if (data.isNotificationUpdated !== true) add('isNotificationUpdated', MESSAGES.notification);
  return out;
}
