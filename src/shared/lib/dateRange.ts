/**
 * The date-range selection of charts and maps (spec 2 sections 4 and 5): modes day, week
 * (Monday to Sunday), month, year and all; previous and next periods; the next-period arrow is
 * disabled when the next period lies in the future, and a future range cannot be selected.
 * Pure functions over dayjs in the browser's zone; "now" is passed in (use `serverNow()`).
 * Ranges are inclusive epoch seconds, as the time-range calls expect.
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';

export type RangeMode = 'day' | 'week' | 'month' | 'year' | 'all';

export interface DateRange {
  /** First second of the period (epoch seconds). */
  start: number;
  /** Last second of the period (epoch seconds, inclusive). */
  end: number;
}

/** The key of the refused-range notice, dismissed once a valid range is picked. */
export const RANGE_NOTICE_KEY = 'date-range';

export const FUTURE_RANGE_MESSAGE =
  'It is not possible to select a date range that is in the future. Please select an earlier date range.';

/** The range buttons in display order. */
export const RANGE_MODES: readonly { mode: RangeMode; label: string }[] = [
  { mode: 'day', label: 'Today' },
  { mode: 'week', label: 'This week' },
  { mode: 'month', label: 'This month' },
  { mode: 'year', label: 'This year' },
  { mode: 'all', label: 'All time' },
];

type PeriodMode = Exclude<RangeMode, 'all'>;

/** Start of the period containing d; weeks start on Monday whatever the locale says. */
function startOfPeriod(d: Dayjs, mode: PeriodMode): Dayjs {
  if (mode !== 'week') return d.startOf(mode);
  const day = d.startOf('day');
  return day.subtract((day.day() + 6) % 7, 'day');
}

/**
 * The period of `mode` containing `anchor`. 'all' runs from the epoch to the end of the
 * anchor's day (the caller loads the analysis's whole span instead of this window).
 */
export function rangeFor(mode: RangeMode, anchor: ConfigType): DateRange {
  const d = dayjs(anchor);
  if (mode === 'all') return { start: 0, end: d.endOf('day').unix() };
  const start = startOfPeriod(d, mode);
  const end = start.add(1, mode).subtract(1, 'second');
  return { start: start.unix(), end: end.unix() };
}

/** The previous (-1) or next (+1) period; 'all' has none and stays as it is. */
export function shift(range: DateRange, mode: RangeMode, direction: -1 | 1): DateRange {
  if (mode === 'all') return range;
  return rangeFor(mode, dayjs.unix(range.start).add(direction, mode));
}

/** A range lies in the future when it begins after now (`now` in milliseconds). */
export function isFuture(range: DateRange, now: number): boolean {
  return range.start * 1000 > now;
}

/** Whether the next-period arrow is enabled: a next period exists and does not lie in the future. */
export function canGoNext(range: DateRange, mode: RangeMode, now: number): boolean {
  return mode !== 'all' && !isFuture(shift(range, mode, 1), now);
}

/** The message to show when a range may not be selected, else null. */
export function selectionError(range: DateRange, now: number): string | null {
  return isFuture(range, now) ? FUTURE_RANGE_MESSAGE : null;
}

/** The caption of a range: 11/20/2026, 11/16/2026 - 11/22/2026, November 2026, 2026, All time. */
export function label(range: DateRange, mode: RangeMode): string {
  const start = dayjs.unix(range.start);
  switch (mode) {
    case 'day':
      return start.format('MM/DD/YYYY');
    case 'week':
      return `${start.format('MM/DD/YYYY')} - ${dayjs.unix(range.end).format('MM/DD/YYYY')}`;
    case 'month':
      return start.format('MMMM YYYY');
    case 'year':
      return start.format('YYYY');
    case 'all':
      return 'All time';
  }
}
