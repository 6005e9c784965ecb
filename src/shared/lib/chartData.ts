/**
 * Pure data preparation for the measurement charts (spec 2, section 9):
 * - Chronologic mode spaces the points of one parameter evenly in time order (x = index).
 * - Exact Time mode merges same-parameter points within 15 minutes (average value; the count and
 *   the measurement names are kept).
 * - The weekly chart keeps the top 3 parameters and sums the rest as 'Others'.
 */
import { formatDateTime, formatMeasurementValue } from './format';
import type { Result } from '@/api';

export const MERGE_WINDOW_SECONDS = 15 * 60;
export const OTHERS_SERIES = 'Others';

export interface ChartPoint {
  /** chronologic x: the position in time order, as a category ('0', '1', ...) */
  key: string;
  index: number;
  /** epoch seconds of the (first) measurement */
  time: number;
  /** the same instant as a Date (time axis) */
  date: Date;
  /** the value, the average when merged */
  value: number;
  /** the value as shown: with its reading prefix ('<5'), or the rounded average */
  display: string;
  unit: string;
  names: string[];
  /** how many measurements the point stands for (1 unless merged) */
  count: number;
  ids: number[];
  parameterId: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function toPoint(r: Result, index: number): ChartPoint {
  return {
    key: String(index),
    index,
    time: r.sampleCreationDate,
    date: new Date(r.sampleCreationDate * 1000),
    value: r.measurementValue,
    display: formatMeasurementValue(r.measurementValue, r.invalidSampleMessageCode),
    unit: r.measurementUnit,
    names: [r.measurementName],
    count: 1,
    ids: [r.id],
    parameterId: r.parameterId,
  };
}

const byTime = (a: Result, b: Result) => a.sampleCreationDate - b.sampleCreationDate || a.id - b.id;

const reindex = (points: ChartPoint[]) =>
  points.map((p, index) => ({ ...p, index, key: String(index) }));

/** The results of one parameter in time order, one point each, evenly spaced (x = index). */
export function chronologicPoints(results: readonly Result[], parameterId: number): ChartPoint[] {
  return results
    .filter((r) => r.parameterId === parameterId)
    .sort(byTime)
    .map(toPoint);
}

function mergeGroup(group: ChartPoint[]): ChartPoint {
  if (group.length === 1) return group[0];
  const value = round2(group.reduce((sum, p) => sum + p.value, 0) / group.length);
  return {
    ...group[0],
    value,
    display: String(value),
    names: [...new Set(group.flatMap((p) => p.names))],
    count: group.reduce((sum, p) => sum + p.count, 0),
    ids: group.flatMap((p) => p.ids),
  };
}

/**
 * Merges points of the same parameter measured within `windowSeconds` (inclusive) of the first
 * point of their group. Points of different parameters are never merged. Output in time order.
 */
export function mergeClosePoints(
  points: readonly ChartPoint[],
  windowSeconds = MERGE_WINDOW_SECONDS,
): ChartPoint[] {
  const byParameter = new Map<number, ChartPoint[]>();
  for (const p of [...points].sort((a, b) => a.time - b.time)) {
    const list = byParameter.get(p.parameterId) ?? [];
    list.push(p);
    byParameter.set(p.parameterId, list);
  }
  const merged: ChartPoint[] = [];
  for (const list of byParameter.values()) {
    let group: ChartPoint[] = [];
    for (const p of list) {
      if (group.length && p.time - group[0].time > windowSeconds) {
        merged.push(mergeGroup(group));
        group = [];
      }
      group.push(p);
    }
    if (group.length) merged.push(mergeGroup(group));
  }
  return reindex(merged.sort((a, b) => a.time - b.time || a.parameterId - b.parameterId));
}

/** Exact Time mode: the results of one parameter, merged within 15 minutes. */
export function exactTimePoints(results: readonly Result[], parameterId: number): ChartPoint[] {
  return mergeClosePoints(chronologicPoints(results, parameterId));
}

/**
 * Keeps at most `max` points with the Largest-Triangle-Three-Buckets method: the first and last
 * points stay, and each bucket keeps the real point that best preserves the line's shape (so
 * peaks survive and tooltips still show real measurements).
 */
export function downsample(points: readonly ChartPoint[], max: number): ChartPoint[] {
  if (points.length <= max || max < 3) return [...points];
  const out: ChartPoint[] = [points[0]];
  const size = (points.length - 2) / (max - 2);
  let a = 0;
  for (let i = 0; i < max - 2; i++) {
    const start = Math.floor(i * size) + 1;
    const end = Math.min(Math.floor((i + 1) * size) + 1, points.length - 1);
    const nextEnd = Math.min(Math.floor((i + 2) * size) + 1, points.length);
    let avgX = 0;
    let avgY = 0;
    const nextCount = Math.max(nextEnd - end, 1);
    for (let j = end; j < end + nextCount && j < points.length; j++) {
      avgX += j;
      avgY += points[j].value;
    }
    avgX /= nextCount;
    avgY /= nextCount;
    let best = start;
    let bestArea = -1;
    for (let j = start; j < end; j++) {
      const area = Math.abs(
        (a - avgX) * (points[j].value - points[a].value) - (a - j) * (avgY - points[a].value),
      );
      if (area > bestArea) {
        bestArea = area;
        best = j;
      }
    }
    out.push(points[best]);
    a = best;
  }
  out.push(points[points.length - 1]);
  return out;
}

/** Every how many categories an x label is shown so that at most `maxLabels` appear. */
export function labelStep(count: number, maxLabels: number): number {
  return count <= maxLabels ? 1 : Math.ceil(count / Math.max(maxLabels, 1));
}

/** Tooltip lines of one chart point: value with unit, and the measurement name(s). */
export function pointTooltip(p: ChartPoint): { title: string; value: string; name: string } {
  const value = `${p.display} ${p.unit}`.trim();
  return {
    title: formatDateTime(p.time),
    value: p.count > 1 ? `${value} (average of ${p.count})` : value,
    name: p.names.join(', '),
  };
}

export interface WeeklyEntry {
  date: string;
  parameterName: string;
  count: number;
}

export interface SeriesDatum {
  x: string;
  series: string;
  value: number;
}

/**
 * Order of two strings by their characters' codes: right for ISO days ('2026-11-23'), and a
 * stable tie-break for names. `localeCompare` would load the browser's collation data on a
 * page's first use, a blocking moment on a phone for a chart of a week.
 */
export const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The top `top` parameters by total count keep their own series; the rest are summed per day as
 * 'Others'. Sorted by day, then by series rank (Others last).
 */
export function groupTopSeries(entries: readonly WeeklyEntry[], top = 3): SeriesDatum[] {
  const totals = new Map<string, number>();
  for (const e of entries)
    totals.set(e.parameterName, (totals.get(e.parameterName) ?? 0) + e.count);
  const ranked = [...totals.entries()]
    .sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0]))
    .map(([name]) => name);
  const kept = new Set(ranked.slice(0, top));
  const order = [...ranked.slice(0, top), OTHERS_SERIES];
  const sums = new Map<string, SeriesDatum>();
  for (const e of entries) {
    const series = kept.has(e.parameterName) ? e.parameterName : OTHERS_SERIES;
    const key = `${e.date}\u0000${series}`;
    const datum = sums.get(key) ?? { x: e.date, series, value: 0 };
    datum.value += e.count;
    sums.set(key, datum);
  }
  return [...sums.values()].sort(
    (a, b) => byCodePoint(a.x, b.x) || order.indexOf(a.series) - order.indexOf(b.series),
  );
}

/**
 * A cheap fingerprint of what a chart or map shows of the results (ids, values, times, names,
 * reading codes, coordinates), so that a new array with the same content does not redraw.
 */
export function resultsSignature(results: readonly Result[]): string {
  let h = 0;
  const mix = (n: number) => {
    h = (Math.imul(h, 31) + (Number.isFinite(n) ? Math.round(n) : 0)) | 0;
  };
  const mixText = (t: string | null | undefined) => {
    const s = t ?? '';
    mix(s.length);
    for (let i = 0; i < s.length; i++) mix(s.charCodeAt(i));
  };
  for (const r of results) {
    mix(r.id);
    mix(r.parameterId);
    mix(r.sampleCreationDate);
    mix(r.measurementValue * 1000);
    mix((r.locationLat ?? 1000) * 1e6);
    mix((r.locationLng ?? 1000) * 1e6);
    mixText(r.measurementName);
    mixText(r.invalidSampleMessageCode);
  }
  return `${results.length}:${h}`;
}
