/**
 * The package counter's rules (spec 2 sections 5 and 9), as the server checks them
 * (mocks/handlers/dashboard.ts): the lot number is empty or HC123456 / 1234567890; a new
 * package holds 100 strips (its start amount); the amount the user enters must be more than the
 * one measurement already taken (so 2 or more) and at most the package's start amount; a new
 * package needs a parameter. Replenish date = today plus the
 * strips left in days.
 */
import dayjs from 'dayjs';
import { LOT_NUMBER_MESSAGE } from '@/shared/lib/validation';

export { LOT_NUMBER_MESSAGE };

/** Package lot numbers: the two letters HC plus six digits, or ten digits. */
export const PACKAGE_LOT_PATTERN = /^(HC[0-9]{6}|[0-9]{10})$/;
/** Package default: 100 strips (also the largest package). */
export const DEFAULT_PACKAGE_SIZE = 100;
/** The strip input's own bounds (the number field's min and max). */
export const STRIPS_MIN = 1;
export const STRIPS_MAX = 100;
/** The measurement already taken with a package: the amount entered has to be more than this. */
export const MEASUREMENTS_TAKEN = 1;
export const PARAMETER_REQUIRED = 'Parameter is required';

export const stripsLeftMessage = (max: number) =>
  `Start amount has to be more than measurements already taken (1) and at maximum (${max})`;

/** Empty is allowed; anything else must match the package lot pattern. */
export function isValidPackageLot(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return text === '' || PACKAGE_LOT_PATTERN.test(text);
}

/** The lot number as sent: trimmed, null when empty. */
export function lotOrNull(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
}

/** The amount entered must be a whole number above 1 and at most the package size. */
export function isValidStripsLeft(value: unknown, packageSize: number): boolean {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value > MEASUREMENTS_TAKEN &&
    value <= Math.min(packageSize, STRIPS_MAX)
  );
}

/** Replenish date (epoch seconds): today (on the given clock, ms) plus strips left in days. */
export function replenishDate(stripsLeft: number, nowMs: number): number {
  return dayjs(nowMs).startOf('day').add(Math.max(0, stripsLeft), 'day').unix();
}

/** Whole percent of the package still left, 0..100. */
export function percentLeft(stripsLeft: number, startAmount: number): number {
  if (startAmount <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((stripsLeft / startAmount) * 100)));
}
