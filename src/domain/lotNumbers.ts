/**
 * Lot numbers, two rules: a strip package's lot number is 'HC' and six digits or ten digits; a
 * result's test strip lot number is any two letters and six digits or ten digits. Both may be
 * empty and are checked without surrounding blanks. The patterns are the contract's (the
 * `batchNumber` of a package, the `testStripLotNumber` of a result patch); the messages are in
 * messages.ts (LOT_MESSAGES).
 */
import { ResultPatch, TestStripPackageCreate } from '@/api/generated/patterns';

/** The contract's patterns accept the empty text too (a lot number may be cleared). */
export const PACKAGE_LOT_PATTERN = new RegExp(TestStripPackageCreate.batchNumber);
export const RESULT_LOT_PATTERN = new RegExp(ResultPatch.testStripLotNumber);

const fits = (pattern: RegExp, value: string | null | undefined) =>
  pattern.test((value ?? '').trim());

/** A package's lot number: empty, HC123456 or 1234567890. */
export const isValidPackageLot = (value: string | null | undefined) =>
  fits(PACKAGE_LOT_PATTERN, value);

/** A result's test strip lot number: empty, AB123456 or 1234567890. */
export const isValidResultLot = (value: string | null | undefined) =>
  fits(RESULT_LOT_PATTERN, value);

/** The lot number as stored: trimmed, null when empty. */
export function lotOrNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}
