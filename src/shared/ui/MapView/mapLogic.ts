/**
 * Pure rules of the results map (spec 2, section 9): zoom 3-19, start 13, a single result at
 * zoom 19, fit to all markers with padding 50; the tooltip lists 4 results then 'N more results'.
 */
import { formatDateTime, formatMeasurementValue } from '@/shared/lib/format';
import type { Result } from '@/api';

export const MIN_ZOOM = 3;
export const MAX_ZOOM = 19;
export const START_ZOOM = 13;
export const SINGLE_RESULT_ZOOM = 19;
export const FIT_PADDING = 50;
export const TOOLTIP_ROWS = 4;

export type LocatedResult = Result & { locationLat: number; locationLng: number };

/** Results that have both coordinates (the others are not on the map). */
export function locatedResults(results: readonly Result[]): LocatedResult[] {
  return results.filter(
    (r): r is LocatedResult =>
      typeof r.locationLat === 'number' &&
      typeof r.locationLng === 'number' &&
      Number.isFinite(r.locationLat) &&
      Number.isFinite(r.locationLng),
  );
}

/** [lng, lat] in degrees */
export type LonLat = [number, number];

export type MapFit =
  /** nothing located: the whole world at the minimum zoom */
  | { type: 'world'; center: LonLat; zoom: number }
  /** one spot: centred at the single-result zoom */
  | { type: 'center'; center: LonLat; zoom: number }
  /** several spots: fit [minLng, minLat, maxLng, maxLat] with padding, never past maxZoom */
  | {
      type: 'fit';
      center: LonLat;
      zoom: number;
      extent: [number, number, number, number];
      padding: number;
      maxZoom: number;
    };

/**
 * How the map frames the results: none located -> the world at zoom 3; one located result (or
 * several at the very same spot) -> that spot at zoom 19; otherwise fit all markers with padding
 * 50. `center`/`zoom` are the start view (zoom 13) the fit animates from.
 */
export function fitZoomFor(results: readonly Result[]): MapFit {
  const located = locatedResults(results);
  if (!located.length) return { type: 'world', center: [10, 30], zoom: MIN_ZOOM };
  const lngs = located.map((r) => r.locationLng);
  const lats = located.map((r) => r.locationLat);
  const extent: [number, number, number, number] = [
    Math.min(...lngs),
    Math.min(...lats),
    Math.max(...lngs),
    Math.max(...lats),
  ];
  const first: LonLat = [located[0].locationLng, located[0].locationLat];
  if (extent[0] === extent[2] && extent[1] === extent[3])
    return { type: 'center', center: first, zoom: SINGLE_RESULT_ZOOM };
  return {
    type: 'fit',
    center: first,
    zoom: START_ZOOM,
    extent,
    padding: FIT_PADDING,
    maxZoom: MAX_ZOOM,
  };
}

export interface TooltipLine {
  id: number;
  name: string;
  /** value with reading prefix and unit, e.g. '<5 mg/l' */
  value: string;
  /** MM/DD/YYYY hh:mm a */
  date: string;
}

/** The tooltip of a marker: the newest `max` results, then 'N more results' (null if none). */
export function tooltipLines(
  results: readonly Result[],
  max = TOOLTIP_ROWS,
): { lines: TooltipLine[]; more: string | null } {
  const sorted = [...results].sort(
    (a, b) => b.sampleCreationDate - a.sampleCreationDate || b.id - a.id,
  );
  const lines = sorted.slice(0, max).map((r) => ({
    id: r.id,
    name: r.measurementName,
    value:
      `${formatMeasurementValue(r.measurementValue, r.invalidSampleMessageCode)} ${r.measurementUnit}`.trim(),
    date: formatDateTime(r.sampleCreationDate),
  }));
  const rest = results.length - lines.length;
  return { lines, more: rest > 0 ? `${rest} more results` : null };
}

export interface LocationGroup {
  lonLat: LonLat;
  results: LocatedResult[];
}

/**
 * One entry per distinct spot (results measured at the very same coordinates share a marker).
 * Thousands of results at a few sites become a few map features, which keeps the map smooth.
 */
export function groupByLocation(results: readonly Result[]): LocationGroup[] {
  const groups = new Map<string, LocationGroup>();
  for (const r of locatedResults(results)) {
    const key = `${r.locationLng},${r.locationLat}`;
    const group = groups.get(key) ?? { lonLat: [r.locationLng, r.locationLat], results: [] };
    group.results.push(r);
    groups.set(key, group);
  }
  return [...groups.values()];
}

export type OverlayPositioning =
  'bottom-left' | 'bottom-center' | 'bottom-right' | 'top-left' | 'top-center' | 'top-right';

/**
 * Where the tooltip opens so that it stays inside the map: below a marker in the upper half,
 * above otherwise; towards the middle when the marker is near a side.
 */
export function tooltipPlacement(
  pixel: readonly number[],
  size: readonly number[],
  halfWidth = 170,
): { positioning: OverlayPositioning; offset: [number, number] } {
  const below = pixel[1] < size[1] / 2;
  const side = pixel[0] < halfWidth ? 'left' : pixel[0] > size[0] - halfWidth ? 'right' : 'center';
  const dx = side === 'left' ? -12 : side === 'right' ? 12 : 0;
  return {
    positioning: `${below ? 'top' : 'bottom'}-${side}` as OverlayPositioning,
    offset: [dx, below ? 16 : -16],
  };
}
