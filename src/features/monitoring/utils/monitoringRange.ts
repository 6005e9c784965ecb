/**
 * The date range of the monitoring call: by default the last six months up to today; whole
 * months for app downloads; grouped by Month when the range is longer than 28 days, otherwise
 * by Week; days in the call's path as DD-MM-YYYY.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { Grouping, MonitoringView } from './monitoringViews';

/** A range of up to this many days (both ends counted) is grouped by week, a longer one by month. */
export const WEEK_GROUPING_MAX_DAYS = 28;
export const DEFAULT_RANGE_MONTHS = 6;
export const PATH_DATE_FORMAT = 'DD-MM-YYYY';

export interface DayRange {
  from: Dayjs;
  to: Dayjs;
}

/** Number of calendar days in the range, both ends counted. */
export function rangeDays({ from, to }: DayRange): number {
  return to.startOf('day').diff(from.startOf('day'), 'day') + 1;
}

/** Month when the range exceeds 28 days, otherwise Week. */
export function groupingFor(range: DayRange): Grouping {
  return rangeDays(range) > WEEK_GROUPING_MAX_DAYS ? 'Month' : 'Week';
}

/** A day as the call's path wants it: 20-11-2026. */
export const pathDate = (day: Dayjs) => day.format(PATH_DATE_FORMAT);

/** The last six months up to today (`now` in ms, the server's clock). */
export function defaultRange(now: number): DayRange {
  const today = dayjs(now).startOf('day');
  return { from: today.subtract(DEFAULT_RANGE_MONTHS, 'month'), to: today };
}

/**
 * App downloads are counted per month: the range runs from the first day of its first month to
 * the last day of its last month, but never past today.
 */
export function wholeMonths(range: DayRange, now: number): DayRange {
  const today = dayjs(now).startOf('day');
  const to = range.to.endOf('month').startOf('day');
  return { from: range.from.startOf('month'), to: to.isAfter(today) ? today : to };
}

/** The range a view asks for: whole months for downloads, the picked days otherwise. */
export function rangeForView(view: MonitoringView, range: DayRange, now: number): DayRange {
  return view === 'appDownload' ? wholeMonths(range, now) : range;
}

/** The arguments of getMonitoringData for a view and range. */
export function monitoringArgs(view: MonitoringView, range: DayRange) {
  return {
    fromDate: pathDate(range.from),
    toDate: pathDate(range.to),
    filter: groupingFor(range),
    type: view,
  };
}
