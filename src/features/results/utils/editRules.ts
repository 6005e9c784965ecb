/**
 * The result edit form (spec 2 section 5): measurementName required, at least 3 characters;
 * comment at least 3 characters, empty allowed (cleared to null); test strip lot number
 * 'HC123456'-style or ten digits, empty allowed. The texts are the server's (mocks/handlers/
 * results.ts), so the client and the server say the same; the lot text is the spec's.
 */
import type { Rule } from 'antd/es/form';
import { LOT_NUMBER_MESSAGE, LOT_NUMBER_PATTERN } from '@/shared/lib/validation';
import type { Result, ResultPatch } from '@/api';

export const EDIT_MESSAGES = {
  blank: 'This value should not be blank.',
  tooShort: 'This value is too short. It should have 3 characters or more.',
  lotNumber: LOT_NUMBER_MESSAGE,
} as const;

export const MIN_TEXT_LENGTH = 3;

export interface EditValues {
  measurementName: string;
  comment: string;
  testStripLotNumber: string;
}

export type EditField = keyof EditValues;

/** The fields of the edit form (server violations of these go onto them). */
export const EDIT_FIELDS: readonly EditField[] = [
  'measurementName',
  'comment',
  'testStripLotNumber',
];

/** The message for a value, or null when it is fine. */
export const checks: Record<EditField, (value: string | undefined) => string | null> = {
  measurementName(value) {
    const v = (value ?? '').trim();
    if (v === '') return EDIT_MESSAGES.blank;
    return v.length < MIN_TEXT_LENGTH ? EDIT_MESSAGES.tooShort : null;
  },
  comment(value) {
    const v = (value ?? '').trim();
    return v !== '' && v.length < MIN_TEXT_LENGTH ? EDIT_MESSAGES.tooShort : null;
  },
  testStripLotNumber(value) {
    const v = (value ?? '').trim();
    return v !== '' && !LOT_NUMBER_PATTERN.test(v) ? EDIT_MESSAGES.lotNumber : null;
  },
};

const ruleOf = (field: EditField): Rule[] => [
  {
    required: field === 'measurementName',
    validator: async (_rule, value: string | undefined) => {
      const message = checks[field](value);
      if (message) throw new Error(message);
    },
  },
];

export const editRules: Record<EditField, Rule[]> = {
  measurementName: ruleOf('measurementName'),
  comment: ruleOf('comment'),
  testStripLotNumber: ruleOf('testStripLotNumber'),
};

export function initialEditValues(result: Result): EditValues {
  return {
    measurementName: result.measurementName,
    comment: result.comment ?? '',
    testStripLotNumber: result.testStripLotNumber ?? '',
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/**
 * The PATCH body: the changed fields (trimmed; empty comment and lot number as null) plus the
 * record's updatedAt, so the server can refuse a stale update. null when nothing changed.
 */
export function buildPatch(result: Result, values: EditValues): ResultPatch | null {
  const patch: ResultPatch = { updatedAt: result.updatedAt };
  const name = values.measurementName.trim();
  if (name !== result.measurementName) patch.measurementName = name;
  const comment = orNull(values.comment);
  if (comment !== (result.comment ?? null)) patch.comment = comment;
  const lot = orNull(values.testStripLotNumber);
  if (lot !== (result.testStripLotNumber ?? null)) patch.testStripLotNumber = lot;
  return Object.keys(patch).length > 1 ? patch : null;
}
