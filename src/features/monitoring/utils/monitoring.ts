/**
 * The rules of the monitoring screen (/admin/statistics), apart from the screen so they can be
 * tested: the three views, the date range (default the last six months up to today; whole
 * months for app downloads), the grouping of the call (Month when the range is longer than 28
 * days, otherwise Week), dates in the call's path as DD-MM-YYYY, period captions, the rows by
 * country and by region, and the CSV files with names that say what and when.
 */
import dayjs, { type Dayjs } from 'dayjs';
import type { MonitoringData } from '@/api';

export type MonitoringView = MonitoringData['type'];
export type Grouping = MonitoringData['filter'];
export type Region = 'APAC' | 'EMEA' | 'LATAM' | 'NA';

export const VIEWS: readonly { value: MonitoringView; label: string; noun: string }[] = [
  { value: 'appDownload', label: 'No. of App Downloads', noun: 'App downloads' },
  { value: 'activeUser', label: 'No. of Active Users', noun: 'Active users' },
  { value: 'totalScan', label: 'Total no. of scans', noun: 'Scans' },
];

export const viewOf = (view: MonitoringView) => VIEWS.find((v) => v.value === view)!;

/** Sales regions, in the order the region table lists them. */
export const REGIONS: readonly Region[] = ['APAC', 'EMEA', 'LATAM', 'NA'];

/** A range of up to this many days (both ends counted) is grouped by week, a longer one by month. */
export const WEEK_GROUPING_MAX_DAYS = 28;
export const DEFAULT_RANGE_MONTHS = 6;
export const PATH_DATE_FORMAT = 'DD-MM-YYYY';
export const MONITORING_FAILURE = 'Monitoring data failure';

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

/** A period of the series as people read it: '2026-11' is 'Nov 2026', '2026-W45' is 'Week 45, 2026'. */
export function periodCaption(label: string): string {
  const month = /^(\d{4})-(\d{2})$/.exec(label);
  if (month) return dayjs(`${month[1]}-${month[2]}-01`).format('MMM YYYY');
  const week = /^(\d{4})-W(\d{2})$/.exec(label);
  if (week) return `Week ${Number(week[2])}, ${week[1]}`;
  return label;
}

/** One country's figures, the same shape for downloads (iOS/Android) and scans (started/finished). */
export interface CountryRow {
  country: string;
  /** iOS downloads, or scans started */
  first: number;
  /** Android downloads, or scans finished */
  second: number;
  /** all downloads, or all scans (= started) */
  total: number;
  region: Region;
}

export interface RegionRow {
  region: Region;
  first: number;
  second: number;
  total: number;
}

/** The rows by country of a download or scan answer (none for active users). */
export function countryRows(data: MonitoringData | undefined): CountryRow[] {
  if (!data) return [];
  if (data.type === 'appDownload')
    return (data.tableData ?? []).map((r) => ({
      country: r.county,
      first: r.ios,
      second: r.android,
      total: r.total,
      region: r.region,
    }));
  if (data.type === 'totalScan')
    return (data.countryScanData ?? []).map((r) => ({
      country: r.country_name,
      first: r.scanStart,
      second: r.scanFinish,
      total: r.total,
      region: r.region,
    }));
  return [];
}

/** The country rows summed per region: always the four regions, in their order. */
export function regionRows(rows: readonly CountryRow[]): RegionRow[] {
  return REGIONS.map((region) =>
    rows
      .filter((r) => r.region === region)
      .reduce(
        (sum, r) => ({
          ...sum,
          first: sum.first + r.first,
          second: sum.second + r.second,
          total: sum.total + r.total,
        }),
        {
          region,
          first: 0,
          second: 0,
          total: 0,
        },
      ),
  );
}

/** Column titles of the two figures per view. */
export function figureTitles(view: MonitoringView): {
  first: string;
  second: string;
  total: string;
} {
  return view === 'totalScan'
    ? { first: 'Scan Start', second: 'Scan Finish', total: 'Total' }
    : { first: 'iOS', second: 'Android', total: 'Total' };
}

/**
 * Active versus new users as the parts of a whole: the new users and the returning ones (active
 * users who are not new). New users are among the active ones, so two slices "active" and "new"
 * would count them twice.
 */
export function activeUserSlices(
  data: MonitoringData | undefined,
): { label: string; value: number }[] {
  const users = data?.activeUsers;
  if (!users) return [];
  const fresh = Math.min(users.new, users.active);
  return [
    { label: 'New users', value: fresh },
    { label: 'Returning users', value: Math.max(0, users.active - fresh) },
  ];
}

/** Whether the range holds nothing at all (e.g. before the app existed). */
export function isEmptyRange(data: MonitoringData | undefined): boolean {
  return !!data && data.countArray.every((p) => p.value === 0);
}

/** The seven count tiles, in order, with the server's field each shows. */
export const TILES: readonly { key: keyof MonitoringData['countData']; title: string }[] = [
  { key: 'lastYear', title: 'Last year' },
  { key: 'last6Months', title: 'Last 6 months' },
  { key: 'last3Months', title: 'Last 3 months' },
  { key: 'lastMonth', title: 'Last 1 month' },
  { key: 'total', title: 'Total' },
  { key: 'last7Days', title: 'Last 7 days' },
  { key: 'lastDay', title: 'Last 1 day' },
];

// --- CSV ---------------------------------------------------------------------------------

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string | number;
}

const needsQuotes = /[",\r\n]/;
/** A text a spreadsheet would run as a formula is prefixed with an apostrophe. */
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV: comma separated, CRLF line ends, a header row, quotes where needed. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((c) => csvCell(c.title)),
    ...rows.map((r) => columns.map((c) => csvCell(c.value(r)))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}

/** The CSV as a file; the byte order mark lets spreadsheet programs read it as UTF-8. */
export function csvBlob(csv: string): Blob {
  return new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** e.g. monitoring_app-downloads_by-country_2026-05-01_2026-11-20.csv */
export function csvFileName(view: MonitoringView, what: string, range: DayRange): string {
  const day = (d: Dayjs) => d.format('YYYY-MM-DD');
  return `monitoring_${slug(viewOf(view).noun)}_${slug(what)}_${day(range.from)}_${day(range.to)}.csv`;
}

/** The CSV columns of the country table of a view. */
export function countryCsvColumns(view: MonitoringView): CsvColumn<CountryRow>[] {
  const t = figureTitles(view);
  return [
    { title: 'Country', value: (r) => r.country },
    { title: t.first, value: (r) => r.first },
    { title: t.second, value: (r) => r.second },
    { title: t.total, value: (r) => r.total },
    { title: 'Region', value: (r) => r.region },
  ];
}

export function regionCsvColumns(view: MonitoringView): CsvColumn<RegionRow>[] {
  const t = figureTitles(view);
  return [
    { title: 'Region', value: (r) => r.region },
    { title: t.first, value: (r) => r.first },
    { title: t.second, value: (r) => r.second },
    { title: t.total, value: (r) => r.total },
  ];
}

/** One period of the line chart with every series it shows. */
export interface PeriodRow {
  label: string;
  values: Record<string, number>;
}

/** The line chart's series per view: downloads split by platform, the others a single line. */
export function lineSeries(data: MonitoringData | undefined): {
  series: string[];
  rows: PeriodRow[];
} {
  if (!data) return { series: [], rows: [] };
  const noun = viewOf(data.type).noun;
  if (data.type === 'appDownload' && data.downloadData) {
    return {
      series: [noun, 'iOS', 'Android'],
      rows: data.downloadData.map((d) => ({
        label: d.label,
        values: { [noun]: d.ios + d.android, iOS: d.ios, Android: d.android },
      })),
    };
  }
  return {
    series: [noun],
    rows: data.countArray.map((p) => ({ label: p.label, values: { [noun]: p.value } })),
  };
}

/** The CSV columns of a period table: the period (as sent, sortable) and each series. */
export function periodCsvColumns(series: readonly string[]): CsvColumn<PeriodRow>[] {
  return [
    { title: 'Period', value: (r) => r.label },
    ...series.map((s) => ({ title: s, value: (r: PeriodRow) => r.values[s] ?? 0 })),
  ];
}

/** Scans started and finished per period (the stacked bar chart of the scans view). */
export function scanSeries(data: MonitoringData | undefined): {
  series: string[];
  rows: PeriodRow[];
} {
  const bars = data?.barGraphData;
  if (!bars) return { series: [], rows: [] };
  return {
    series: ['Scan Start', 'Scan Finish'],
    rows: bars.map((b) => ({
      label: b.label,
      values: { 'Scan Start': b.scanStart, 'Scan Finish': b.scanFinish },
    })),
  };
}

/** Period rows as chart points: one per period and series, the period as people read it. */
export function chartPoints(
  series: readonly string[],
  rows: readonly PeriodRow[],
): { x: string; series: string; value: number }[] {
  return rows.flatMap((r) =>
    series.map((s) => ({ x: periodCaption(r.label), series: s, value: r.values[s] ?? 0 })),
  );
}

// --- the screen's state in its address -----------------------------------------------------

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The view and range from the address (?view=totalScan&from=2026-11-01&to=2026-11-20), so a
 * reload or a shared link shows the same statistic. Anything unreadable, reversed or reaching
 * past today falls back to the default (app downloads, the last six months).
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
