/**
 * Deterministic sample images of results, generated in pure TS: a 320x240 PNG of a colour
 * reference card and a test strip whose pad colour follows the measured value (pH: red to
 * purple, nitrate: white to magenta). Encoded by lib/pngEncoder.ts; a few KB each. Results,
 * Shares and Exports serve them.
 */
import { db } from '../../db/store';
import type { ParameterRecord, ResultRecord } from '../../db/types';
import { encodePng } from '../../lib/pngEncoder';

type Rgb = readonly [number, number, number];
type Stops = readonly (readonly [number, Rgb])[];

const PH: Stops = [
  [0, [215, 45, 40]],
  [0.25, [240, 150, 45]],
  [0.42, [228, 214, 62]],
  [0.55, [120, 185, 75]],
  [0.75, [40, 110, 180]],
  [1, [95, 45, 135]],
];
const NITRATE: Stops = [
  [0, [250, 244, 246]],
  [0.3, [240, 185, 205]],
  [0.65, [218, 92, 152]],
  [1, [140, 20, 88]],
];
const NEUTRAL: Stops = [
  [0, [240, 240, 240]],
  [1, [60, 60, 60]],
];

export const WIDTH = 320;
export const HEIGHT = 240;

/** The colour of a gradient at t (0..1). */
export function colourAt(stops: Stops, t: number): Rgb {
  const x = Math.min(1, Math.max(0, t));
  for (let i = 1; i < stops.length; i++) {
    const [t1, c1] = stops[i];
    const [t0, c0] = stops[i - 1];
    if (x <= t1) {
      const f = t1 === t0 ? 0 : (x - t0) / (t1 - t0);
      return [0, 1, 2].map((k) => Math.round(c0[k] + (c1[k] - c0[k]) * f)) as unknown as Rgb;
    }
  }
  return stops[stops.length - 1][1];
}

export interface SampleImageInput {
  /** varies the background slightly, so images of different results differ */
  seed: number;
  /** the value's position in the parameter's range, 0..1 */
  fraction: number;
  kind: 'ph' | 'nitrate' | 'other';
}

/** The pad colour an image shows for an input (exported for tests). */
export function padColour(input: SampleImageInput): Rgb {
  return colourAt(
    input.kind === 'ph' ? PH : input.kind === 'nitrate' ? NITRATE : NEUTRAL,
    input.fraction,
  );
}

export function renderSampleImage(input: SampleImageInput): Uint8Array {
  const px = new Uint8Array(WIDTH * HEIGHT * 3);
  const rect = (x0: number, y0: number, x1: number, y1: number, c: Rgb) => {
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) px.set(c, (y * WIDTH + x) * 3);
    }
  };
  const shade = 222 + (Math.abs(input.seed) % 9) * 3;
  rect(0, 0, WIDTH, HEIGHT, [shade, shade - 4, shade - 10]);
  // colour reference card with 8 swatches
  const stops = input.kind === 'ph' ? PH : input.kind === 'nitrate' ? NITRATE : NEUTRAL;
  rect(16, 16, 304, 96, [252, 252, 252]);
  for (let i = 0; i < 8; i++) rect(28 + i * 34, 32, 56 + i * 34, 80, colourAt(stops, i / 7));
  // crop marks
  for (const [x, y] of [
    [8, 8],
    [300, 8],
    [8, 220],
    [300, 220],
  ] as const) {
    rect(x, y, x + 12, y + 3, [20, 20, 20]);
    rect(x, y, x + 3, y + 12, [20, 20, 20]);
  }
  // test strip with its pad
  rect(30, 136, 290, 180, [90, 90, 90]);
  rect(32, 138, 288, 178, [246, 246, 240]);
  rect(224, 134, 272, 182, [60, 60, 60]);
  rect(226, 136, 270, 180, padColour(input));
  return encodePng(WIDTH, HEIGHT, px);
}

/** Where a value lies in a range like '0-14' (0..1). */
export function rangeFraction(value: number, range: string): number {
  const m = /^\s*(-?[\d.]+)\s*-\s*(-?[\d.]+)\s*$/.exec(range);
  const min = m ? Number(m[1]) : 0;
  const max = m ? Number(m[2]) : 1;
  return max > min ? (value - min) / (max - min) : 0;
}

/** The sample image of a result (PNG bytes). */
export function resultImagePng(r: ResultRecord, p?: ParameterRecord): Uint8Array {
  const param = p ?? db().parameters.find((x) => x.id === r.parameterId);
  const kind = param?.type === 1 ? 'ph' : param?.type === 0 ? 'nitrate' : 'other';
  return renderSampleImage({
    seed: r.id,
    fraction: rangeFraction(r.measurementValue, param?.parameterRange ?? '0-1'),
    kind,
  });
}
