/**
 * The server's reading of a parameter update, as pure functions: the fields a client may write,
 * how a request is read (normalizeInput), what it changes, and the 422 rules of the lifecycle
 * and the locks, which are the form's too (src/domain/parameterRules.ts). Content validation on
 * save is in parameterContent.ts. Handlers turn the returned violations into 422 (lifecycle,
 * locks) or 400 (content) replies.
 */
import type { ParameterRecord } from '../../db/types';
import type { ParameterWrite } from '@/api';
import { base64Payload } from '@/domain/pictureType';
import {
  isActivation,
  isDeactivation,
  isLegalTransition,
  lockedFields,
  PARAMETER_RULE_MESSAGES,
  type ParameterStatus,
} from '@/domain/parameterRules';

export type { ParameterWrite };
export type { ParameterStatus };
export interface Violation {
  propertyPath: string;
  message: string;
}

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

export const required = PARAMETER_RULE_MESSAGES.required;

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

/**
 * 422 rules of an update: the status transition, the locked fields, and a deactivation or an
 * activation as draft that changes more than the status.
 */
export function updateViolations(stored: ParameterRecord, input: ParameterInput): Violation[] {
  if (isVisibilityFlip(stored, input)) return [];
  const to = (input.status ?? stored.status) as ParameterStatus;
  const out: Violation[] = [];
  if ([1, 2, 3].includes(to) && !isLegalTransition(stored.status, to)) {
    out.push({
      propertyPath: 'status',
      message: PARAMETER_RULE_MESSAGES.transition(stored.status, to),
    });
  }
  const changed = changedFields(stored, input);
  const locked = new Set<string>(lockedFields(stored.status, stored.isReleased));
  for (const f of changed) {
    if (f === 'status') continue;
    if (locked.has(f)) out.push({ propertyPath: f, message: PARAMETER_RULE_MESSAGES.locked(f) });
    else if (isDeactivation(stored.status, to))
      out.push({ propertyPath: f, message: PARAMETER_RULE_MESSAGES.deactivation(f) });
    else if (isActivation(stored.status, to))
      out.push({ propertyPath: f, message: PARAMETER_RULE_MESSAGES.activation(f) });
  }
  return out;
}
