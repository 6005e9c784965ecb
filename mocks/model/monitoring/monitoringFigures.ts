/**
 * The daily monitoring figures per country (app downloads, active users, scans). Every figure of
 * a (statistic, day, country) comes from a mulberry32 PRNG seeded with exactly those three, so
 * identical requests give identical answers (no Math.random, no faker state). Figures grow over
 * time from the app launch, follow a season and dip on weekends; nothing is counted before the
 * launch or after "today" (the mock clock).
 */
import type { MonitoringData } from '@/api';

export type { MonitoringData };
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

/** [first, second] per country: ios/android, active/new or scanStart/scanFinish. */
export type DayFigures = [number, number][];
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

export const zero = (): DayFigures => COUNTRIES.map(() => [0, 0]);

/** Figures of one day as served: zero before the launch and after today. */
export function servedFigures(type: MonitoringType, day: number, today: number): DayFigures {
  return day < LAUNCH_DAY || day > today ? zero() : dayFigures(type, day);
}
