/**
 * The monitoring screen's CSV files: RFC 4180 text whose cells follow the spreadsheet cell rule
 * of every export (src/domain/spreadsheetCells.ts: a text a spreadsheet would run as a formula
 * gets a leading apostrophe), the columns of each table and chart, and file names that say what
 * and when.
 */
import type { Dayjs } from 'dayjs';
import { csvText } from '@/domain/spreadsheetCells';
import type { DayRange } from './monitoringRange';
import type { CountryRow, RegionRow } from './monitoringRows';
import type { PeriodRow } from './monitoringSeries';
import { figureTitles, viewOf, type MonitoringView } from './monitoringViews';

export interface CsvColumn<T> {
  title: string;
  value: (row: T) => string | number;
}

/** RFC 4180 CSV: comma separated, CRLF line ends, a header row, quotes where needed. */
export const toCsv = <T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string =>
  csvText([columns.map((c) => c.title), ...rows.map((r) => columns.map((c) => c.value(r)))]);

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

/** The CSV columns of a period table: the period (as sent, sortable) and each series. */
export function periodCsvColumns(series: readonly string[]): CsvColumn<PeriodRow>[] {
  return [
    { title: 'Period', value: (r) => r.label },
    ...series.map((s) => ({ title: s, value: (r: PeriodRow) => r.values[s] ?? 0 })),
  ];
}
