/**
 * The monitoring screen's state in its address (?view=totalScan&from=2026-11-01&to=2026-11-20),
 * so a reload or a shared link shows the same statistic.
 */
import dayjs from 'dayjs';
import { defaultRange, type DayRange } from './monitoringRange';
import { VIEWS, type MonitoringView } from './monitoringViews';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The view and range from the address. Anything unreadable, reversed or reaching past today
 * falls back to the default (app downloads, the last six months).
 */
export function readState(
  params: URLSearchParams,
  now: number,
): { view: MonitoringView; range: DayRange } {
  const asked = params.get('view');
  const view = VIEWS.find((v) => v.value === asked)?.value ?? 'appDownload';
  const [from, to] = [params.get('from'), params.get('to')].map((text) =>
    text && ISO_DAY.test(text) && dayjs(text).format('YYYY-MM-DD') === text ? dayjs(text) : null,
  );
  const today = dayjs(now).startOf('day');
  const valid = from && to && !from.isAfter(to) && !to.isAfter(today);
  return { view, range: valid ? { from, to } : defaultRange(now) };
}

/** The address parameters of a view and a picked range. */
export function stateParams(view: MonitoringView, range: DayRange): Record<string, string> {
  return { view, from: range.from.format('YYYY-MM-DD'), to: range.to.format('YYYY-MM-DD') };
}
