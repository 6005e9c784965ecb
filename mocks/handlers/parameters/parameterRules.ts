/**
 * The server's rules for parameters (spec 3, sections 4 and 5), as pure functions:
 * - the fields a client may write, and how a request is read (normalizeInput);
 * - the status lifecycle Draft(1) -> Released(2) -> Inactive(3) -> Draft(1);
 * - the fields locked by status and by `isReleased`.
 * Content validation on save is in parameterContent.ts. Handlers turn the returned violations
 * into 422 (lifecycle, locks) or 400 (content) replies.
 */
import type { ParameterRecord } from '../../db/types';
import { base64Payload } from '../../lib/contentRules';
import type { ParameterWrite } from '@/api';

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

export const NULLABLE_TEXT = new Set<WritableField>([
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
export const FILES = new Set<WritableField>([
  'preCountDownImage',
  'postCountDownImage',
  'packageFile',
]);

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
