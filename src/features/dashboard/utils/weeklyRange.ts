/**
 * The Weekly Performance date range (spec 2 sections 4, 5 and 9): one week by default (the last
 * 7 days ending today on the server clock); a start at or before 01/01/1970 and ranges reaching
 * into the future are refused with the spec's messages; the server takes at most 366 days.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { DASHBOARD_MESSAGES } from '@/domain/messages';
import { FUTURE_RANGE_MESSAGE } from '@/shared/lib/dateRange';

export type DateRange = [Dayjs, Dayjs];

export const EPOCH_MESSAGE = DASHBOARD_MESSAGES.beforeEpoch;
/** The server's message for ranges longer than it answers. */
export const TOO_LONG_MESSAGE = DASHBOARD_MESSAGES.rangeTooLong;
export const MAX_RANGE_DAYS = 366;
export const DEFAULT_RANGE_DAYS = 7;

const DAY_KEY = 'YYYY-MM-DD';

/** The last 7 days ending today (whole days) on the clock `nowMs`. */
export function defaultRange(nowMs: number): DateRange {
  const today = dayjs(nowMs);
  return [today.subtract(DEFAULT_RANGE_DAYS - 1, 'day').startOf('day'), today.endOf('day')];
}

/** Whole days: the start day's beginning and the end day's end. */
export function normalizeRange([start, end]: DateRange): DateRange {
  return [start.startOf('day'), end.endOf('day')];
}

/** The message refusing the range, or null when it may be selected. */
export function rangeError([start, end]: DateRange, nowMs: number): string | null {
  if (start.format(DAY_KEY) <= '1970-01-01') return EPOCH_MESSAGE;
  const today = dayjs(nowMs).format(DAY_KEY);
  if (start.format(DAY_KEY) > today || end.format(DAY_KEY) > today) return FUTURE_RANGE_MESSAGE;
  const [from, to] = normalizeRange([start, end]);
  if (to.unix() - from.unix() > MAX_RANGE_DAYS * 86400) return TOO_LONG_MESSAGE;
  return null;
}

/** The getWeeklyPerformance query: epoch seconds of the range's first and last moment. */
export function rangeQuery(range: DateRange): { from: number; to: number } {
  const [from, to] = normalizeRange(range);
  return { from: from.unix(), to: to.unix() };
}

/** Every day of the range as YYYY-MM-DD, oldest first. */
export function daysOf(range: DateRange): string[] {
  const [from, to] = normalizeRange(range);
  const days: string[] = [];
  for (let d = from; !d.isAfter(to); d = d.add(1, 'day')) days.push(d.format(DAY_KEY));
  return days;
}
