/**
 * The edit of a result, checked by the edit dialog and by the server: the name is required and
 * has at least 3 characters; a comment is none (null) or a text of at least 3 characters (an
 * empty text is no comment: the dialog sends an emptied field as null, the server refuses ''
 * as too short, as the contract's minLength says); the test strip lot number is empty or a
 * result's lot number (two letters and six digits, or ten digits). Texts are checked trimmed.
 * The length is the contract's (ResultPatch's minLength).
 */
import { ResultPatch } from '@/api/generated/minLengths';
import { isValidResultLot } from './lotNumbers';
import { FIELD_MESSAGES, LOT_MESSAGES } from './messages';

export const RESULT_TEXT_MIN = ResultPatch.measurementName;

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The message for a result's name, or null when it is fine. */
export function measurementNameProblem(value: string | null | undefined): string | null {
  const v = text(value);
  if (v === '') return FIELD_MESSAGES.blank;
  return v.length < RESULT_TEXT_MIN ? FIELD_MESSAGES.tooShort(RESULT_TEXT_MIN) : null;
}

/** The message for a comment (null or undefined: none), or null when it is fine. */
export function commentProblem(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return text(value).length < RESULT_TEXT_MIN ? FIELD_MESSAGES.tooShort(RESULT_TEXT_MIN) : null;
}

/** A comment as the edit form sends it: trimmed, an emptied field as none (null). */
export const commentOf = (value: string | null | undefined): string | null =>
  text(value) === '' ? null : text(value);

/** The message for a test strip lot number, or null when it is fine (empty is fine). */
export const resultLotProblem = (value: string | null | undefined): string | null =>
  isValidResultLot(value) ? null : LOT_MESSAGES.result;
