/**
 * The monitoring answer for a date range (monitoringFigures.ts gives the daily figures): totals
 * over the tiles' windows, periods by ISO week or month, per-country tables and the scans per
 * parameter.
 */
import {
  COUNTRIES,
  DAY_MS,
  LAUNCH_DAY,
  mulberry32,
  servedFigures,
  zero,
  type DayFigures,
  type Grouping,
  type MonitoringData,
  type MonitoringType,
} from './monitoringFigures';

/** Longest range served (10 years of days). */
export const MAX_RANGE_DAYS = 3660;

/** Day number (days since 1970-01-01 UTC) of a DD-MM-YYYY date, or null when not a real date. */
export function parseDayDate(text: string): number | null {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null;
  return date.getTime() / DAY_MS;
}

/** Period label: ISO week 'YYYY-Www' or month 'YYYY-MM'. */
export function periodLabel(day: number, grouping: Grouping): string {
  const date = new Date(day * DAY_MS);
  if (grouping === 'Month') {
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  }
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0
  const thursday = new Date((day - weekday + 3) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() / DAY_MS - Date.UTC(year, 0, 1) / DAY_MS) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const firstOf = (f: DayFigures) => f.reduce((s, [a]) => s + a, 0);
const bothOf = (f: DayFigures) => f.reduce((s, [a, b]) => s + a + b, 0);

/** The headline value of a day: downloads (ios + android), active users or started scans. */
function headline(type: MonitoringType, day: number, today: number): number {
  const f = servedFigures(type, day, today);
  return type === 'appDownload' ? bothOf(f) : firstOf(f);
}

function sumDays(type: MonitoringType, from: number, to: number, today: number): number {
  let total = 0;
  for (let d = Math.max(from, LAUNCH_DAY); d <= Math.min(to, today); d++)
    total += headline(type, d, today);
  return total;
}

/** The day `months` calendar months before `day` (clamped to the month's length). */
export function monthsBefore(day: number, months: number): number {
  const date = new Date(day * DAY_MS);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime() / DAY_MS;
}

/** Totals up to and including today, over the tiles' windows. */
export function countData(type: MonitoringType, today: number): MonitoringData['countData'] {
  const since = (from: number) => sumDays(type, from, today, today);
  return {
    lastYear: since(monthsBefore(today, 12) + 1),
    last6Months: since(monthsBefore(today, 6) + 1),
    last3Months: since(monthsBefore(today, 3) + 1),
    lastMonth: since(monthsBefore(today, 1) + 1),
    total: since(LAUNCH_DAY),
    last7Days: since(today - 6),
    lastDay: since(today),
  };
}

export interface MonitoringRequest {
  type: MonitoringType;
  filter: Grouping;
  fromDate: string;
  toDate: string;
  /** day numbers (inclusive) */
  fromDay: number;
  toDay: number;
  /** the mock clock's day number */
  today: number;
  /** released parameters for the scans-per-parameter table */
  parameters: { id: number; name: string }[];
}

/** Splits `total` over weights so the parts add up exactly (largest remainder). */
export function splitByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0) || 1;
  const raw = weights.map((w) => (total * w) / sum);
  const parts = raw.map(Math.floor);
  const order = raw
    .map((r, i) => [r - Math.floor(r), i])
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  // the remainder is fixed before handing it out (counting it again in the loop would stop early)
  const remainder = total - parts.reduce((s, p) => s + p, 0);
  for (let k = 0; k < remainder; k++) parts[order[k % order.length][1]] += 1;
  return parts;
}

export function monitoringData(req: MonitoringRequest): MonitoringData {
  const { type, filter, fromDay, toDay, today } = req;
  const periods = new Map<string, [number, number]>();
  const perCountry = zero();
  for (let d = fromDay; d <= toDay; d++) {
    const f = servedFigures(type, d, today);
    const label = periodLabel(d, filter);
    const p = periods.get(label) ?? [0, 0];
    f.forEach(([a, b], i) => {
      p[0] += a;
      p[1] += b;
      perCountry[i][0] += a;
      perCountry[i][1] += b;
    });
    periods.set(label, p);
  }
  const rows = [...periods.entries()];
  const [sumA, sumB] = rows.reduce(([x, y], [, [a, b]]) => [x + a, y + b], [0, 0]);
  const out: MonitoringData = {
    type,
    filter,
    fromDate: req.fromDate,
    toDate: req.toDate,
    countData: countData(type, today),
    countArray: rows.map(([label, [a, b]]) => ({
      label,
      value: type === 'appDownload' ? a + b : a,
    })),
  };
  const byCountry = COUNTRIES.map((country, i) => ({
    country,
    a: perCountry[i][0],
    b: perCountry[i][1],
  }));
  if (type === 'appDownload') {
    out.downloadData = rows.map(([label, [ios, android]]) => ({ label, ios, android }));
    out.tableData = byCountry
      .map(({ country, a, b }) => ({
        county: country.name,
        ios: a,
        android: b,
        total: a + b,
        region: country.region,
      }))
      .sort((x, y) => y.total - x.total || x.county.localeCompare(y.county));
  } else if (type === 'activeUser') {
    out.activeUsers = { active: sumA, new: sumB };
  } else {
    out.barGraphData = rows.map(([label, [scanStart, scanFinish]]) => ({
      label,
      scanStart,
      scanFinish,
    }));
    const weights = req.parameters.map((p) => 1 + 3 * mulberry32(Math.imul(p.id, 7919) + 17)());
    const counts = splitByWeight(sumB, weights);
    out.parameterscanData = req.parameters.map((p, i) => ({ name: p.name, count: counts[i] }));
    out.countryScanData = byCountry
      .map(({ country, a, b }) => ({
        country_name: country.name,
        scanStart: a,
        scanFinish: b,
        total: a,
        region: country.region,
      }))
      .sort((x, y) => y.total - x.total || x.country_name.localeCompare(y.country_name));
  }
  return out;
}
