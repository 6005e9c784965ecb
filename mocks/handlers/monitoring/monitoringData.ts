/**
 * Deterministic monitoring figures (app downloads, active users, scans) for the mock server.
 * Every figure of a (statistic, day, country) comes from a mulberry32 PRNG seeded with exactly
 * those three, so identical requests give identical answers (no Math.random, no faker state).
 * Figures grow over time from the app launch, follow a season and dip on weekends; nothing is
 * counted before the launch or after "today" (the mock clock).
 */

export type { MonitoringData };
import type { MonitoringData } from '@/api';
export type MonitoringType = MonitoringData['type'];
export type Grouping = MonitoringData['filter'];
export type Region = 'APAC' | 'EMEA' | 'LATAM' | 'NA';

export interface MonitoringCountry {
  /** as in the world map (world-atlas `properties.name`) */
  name: string;
  iso2: string;
  /** ISO 3166-1 numeric, the world map's feature id */
  isoNumeric: string;
  region: Region;
  /** relative market size */
  weight: number;
  /** share of iOS among downloads */
  iosShare: number;
}

const c = (
  name: string,
  iso2: string,
  isoNumeric: string,
  region: Region,
  weight: number,
  iosShare: number,
) => ({ name, iso2, isoNumeric, region, weight, iosShare }) satisfies MonitoringCountry;

export const COUNTRIES: readonly MonitoringCountry[] = [
  c('United States of America', 'us', '840', 'NA', 14, 0.58),
  c('Canada', 'ca', '124', 'NA', 4, 0.55),
  c('Mexico', 'mx', '484', 'LATAM', 3, 0.2),
  c('Brazil', 'br', '076', 'LATAM', 5, 0.15),
  c('Argentina', 'ar', '032', 'LATAM', 2, 0.18),
  c('Chile', 'cl', '152', 'LATAM', 1.5, 0.25),
  c('Colombia', 'co', '170', 'LATAM', 1.5, 0.2),
  c('Germany', 'de', '276', 'EMEA', 12, 0.4),
  c('France', 'fr', '250', 'EMEA', 6, 0.42),
  c('United Kingdom', 'gb', '826', 'EMEA', 6, 0.5),
  c('Italy', 'it', '380', 'EMEA', 4, 0.32),
  c('Spain', 'es', '724', 'EMEA', 4, 0.25),
  c('Netherlands', 'nl', '528', 'EMEA', 3, 0.45),
  c('Poland', 'pl', '616', 'EMEA', 2.5, 0.2),
  c('Sweden', 'se', '752', 'EMEA', 2, 0.5),
  c('Switzerland', 'ch', '756', 'EMEA', 2.5, 0.55),
  c('Austria', 'at', '040', 'EMEA', 2.5, 0.4),
  c('South Africa', 'za', '710', 'EMEA', 1.5, 0.2),
  c('Saudi Arabia', 'sa', '682', 'EMEA', 1, 0.45),
  c('India', 'in', '356', 'APAC', 4, 0.05),
  c('China', 'cn', '156', 'APAC', 3, 0.25),
  c('Japan', 'jp', '392', 'APAC', 4, 0.65),
  c('South Korea', 'kr', '410', 'APAC', 2, 0.3),
  c('Australia', 'au', '036', 'APAC', 3.5, 0.55),
  c('Indonesia', 'id', '360', 'APAC', 2, 0.1),
];

export const DAY_MS = 86_400_000;
/** App launch: no figures before this day. */
export const LAUNCH_DAY = Date.UTC(2023, 0, 1) / DAY_MS;
/** Longest range served (10 years of days). */
export const MAX_RANGE_DAYS = 3660;

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPE_INDEX: Record<MonitoringType, number> = { appDownload: 1, activeUser: 2, totalScan: 3 };
const seedOf = (day: number, type: number, country: number) =>
  (Math.imul(day, 2654435761) ^ Math.imul(type, 40503) ^ Math.imul(country + 1, 2246822519)) >>> 0;

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

/** [first, second] per country: ios/android, active/new or scanStart/scanFinish. */
type DayFigures = [number, number][];
const cache = new Map<string, DayFigures>();

export function dayFigures(type: MonitoringType, day: number): DayFigures {
  const key = `${type}:${day}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const years = Math.max(0, day - LAUNCH_DAY) / 365;
  const growth = 0.3 + 0.6 * years;
  const date = new Date(day * DAY_MS);
  const dayOfYear = (day - Date.UTC(date.getUTCFullYear(), 0, 1) / DAY_MS) | 0;
  const season = 1 + 0.05 * Math.sin((2 * Math.PI * (dayOfYear - 80)) / 365);
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 0.75 : 1;
  const figures = COUNTRIES.map((country, i): [number, number] => {
    const rnd = mulberry32(seedOf(day, TYPE_INDEX[type], i));
    const level = country.weight * growth * season * weekend * (0.75 + 0.5 * rnd());
    if (type === 'appDownload') {
      const total = Math.round(level * 3);
      const share = Math.min(0.95, Math.max(0.02, country.iosShare + (rnd() - 0.5) * 0.1));
      const ios = Math.round(total * share);
      return [ios, total - ios];
    }
    if (type === 'activeUser') {
      const active = Math.round(level * 15);
      return [active, Math.min(active, Math.round(level * 2.5 * (0.8 + 0.4 * rnd())))];
    }
    const start = Math.round(level * 8);
    return [start, Math.floor(start * (0.7 + 0.22 * rnd()))];
  });
  cache.set(key, figures);
  return figures;
}

const zero = (): DayFigures => COUNTRIES.map(() => [0, 0]);

/** Figures of one day as served: zero before the launch and after today. */
function servedFigures(type: MonitoringType, day: number, today: number): DayFigures {
  return day < LAUNCH_DAY || day > today ? zero() : dayFigures(type, day);
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
