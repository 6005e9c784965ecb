/**
 * The geometry of the vertical scale gauge, kept pure for tests: the range 'a-b' of a parameter,
 * where a value sits on the bar (clamped at the ends, or pinned there for '<' / '>' readings),
 * readable tick values and the colour stops of the bar.
 */

export interface ScaleRange {
  min: number;
  max: number;
}

/** 'a-b' (also '-2-5', '0.5 - 14') -> { min, max }; null when it cannot be read or is empty. */
export function parseRange(range: string | null | undefined): ScaleRange | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)\s*$/.exec(range ?? '');
  if (!m) return null;
  const min = Number(m[1]);
  const max = Number(m[2]);
  return max > min ? { min, max } : null;
}

/** Where a reading is pinned: 'below' ('<' reading) to the bottom, 'above' ('>') to the top. */
export type ScalePin = 'below' | 'above' | null;

/** The value's position on the range, 0 (min) .. 1 (max), clamped at the ends. */
export function valueFraction(value: number, range: ScaleRange, pin: ScalePin = null): number {
  if (pin === 'below') return 0;
  if (pin === 'above') return 1;
  if (!Number.isFinite(value)) return 0;
  const f = (value - range.min) / (range.max - range.min);
  return Math.min(1, Math.max(0, f));
}

export interface BarGeometry {
  /** y of the bar's top edge (the range maximum) */
  top: number;
  /** height of the bar in px */
  length: number;
}

/** The y coordinate (SVG, top = 0) of a fraction on a vertical bar whose maximum is at the top. */
export function fractionToY(fraction: number, bar: BarGeometry): number {
  const f = Math.min(1, Math.max(0, fraction));
  return bar.top + (1 - f) * bar.length;
}

/** A 'nice' step (1, 2, 2.5 or 5 times a power of ten) giving at most `maxTicks` ticks. */
export function niceStep(span: number, maxTicks = 8): number {
  if (!(span > 0)) return 1;
  const raw = span / Math.max(1, maxTicks - 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) {
    if (m * power >= raw - 1e-9) return m * power;
  }
  return 10 * power;
}

/** Tick values from min to max (both ends included, steps of niceStep in between). */
export function tickValues(range: ScaleRange, maxTicks = 8): number[] {
  const step = niceStep(range.max - range.min, maxTicks);
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  const ticks = [range.min];
  let v = Math.ceil(range.min / step + 1e-9) * step;
  if (round(v) === range.min) v += step;
  for (; v < range.max - step * 0.25; v += step) ticks.push(round(v));
  ticks.push(range.max);
  return ticks;
}

/** A colour stop of the bar: offset 0 (min, bottom) .. 1 (max, top). */
export interface ColourStop {
  offset: number;
  color: string;
}

/** pH: red (acid) - yellow - green (neutral) - blue - purple (alkaline). */
export const PH_STOPS: readonly ColourStop[] = [
  { offset: 0, color: '#d72d28' },
  { offset: 0.25, color: '#f0962d' },
  { offset: 0.42, color: '#e4d63e' },
  { offset: 0.55, color: '#78b94b' },
  { offset: 0.75, color: '#286eb4' },
  { offset: 1, color: '#5f2d87' },
];

/** A single-hue ramp from a pale tint of `color` (min) to `color` itself (max). */
export function rampStops(color: string): ColourStop[] {
  return [
    { offset: 0, color: mix(color, '#ffffff', 0.9) },
    { offset: 0.5, color: mix(color, '#ffffff', 0.45) },
    { offset: 1, color },
  ];
}

function rgbOf(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `a` moved towards `b` by t (0..1), as #rrggbb. */
export function mix(a: string, b: string, t: number): string {
  const ca = rgbOf(a);
  const cb = rgbOf(b);
  return `#${ca
    .map((c, i) => Math.round(c + (cb[i] - c) * t))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}
