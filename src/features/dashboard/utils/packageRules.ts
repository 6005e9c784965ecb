/**
 * The package counter's display rules: the replenish date (today plus the strips left in days),
 * the share of the package left, and the strip input's own bounds. What the server checks too
 * (lot number, strips left) is in src/domain (lotNumbers.ts, stripPackages.ts).
 */
import dayjs from 'dayjs';

/** The strip input's own bounds (the number field's min and max). */
export const STRIPS_MIN = 1;
export const STRIPS_MAX = 100;

/** Replenish date (epoch seconds): today (on the given clock, ms) plus strips left in days. */
export function replenishDate(stripsLeft: number, nowMs: number): number {
  return dayjs(nowMs).startOf('day').add(Math.max(0, stripsLeft), 'day').unix();
}

/** Whole percent of the package still left, 0..100. */
export function percentLeft(stripsLeft: number, startAmount: number): number {
  if (startAmount <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round((stripsLeft / startAmount) * 100)));
}
