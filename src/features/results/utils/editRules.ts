/**
 * The result edit form: name, comment and test strip lot number, checked by the rules the server
 * applies too (src/domain/resultEdit.ts), with the same words; the PATCH of the changed fields.
 */
import type { Rule } from 'antd/es/form';
import {
  commentOf,
  commentProblem,
  measurementNameProblem,
  resultLotProblem,
} from '@/domain/resultEdit';
import type { Result, ResultPatch } from '@/api';
import { lotOrNull } from '@/domain/lotNumbers';

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
  measurementName: measurementNameProblem,
  // checked as it is sent: an emptied field is no comment
  comment: (value) => commentProblem(commentOf(value)),
  testStripLotNumber: resultLotProblem,
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

/**
 * The PATCH body: the changed fields (trimmed; empty comment and lot number as null) plus the
 * record's updatedAt, so the server can refuse a stale update. null when nothing changed.
 */
export function buildPatch(result: Result, values: EditValues): ResultPatch | null {
  const patch: ResultPatch = { updatedAt: result.updatedAt };
  const name = values.measurementName.trim();
  if (name !== result.measurementName) patch.measurementName = name;
  const comment = commentOf(values.comment);
  if (comment !== (result.comment ?? null)) patch.comment = comment;
  const lot = lotOrNull(values.testStripLotNumber);
  if (lot !== (result.testStripLotNumber ?? null)) patch.testStripLotNumber = lot;
  return Object.keys(patch).length > 1 ? patch : null;
}
