/**
 * The y axis of a measurement chart. A parameter the product reads against a fixed scale
 * (src/domain/chartScales.ts: nitrate) gets it: from 0 to the larger of the scale's top and the
 * largest value rounded up to a step, a tick every step. Every other parameter's axis is left
 * to the chart.
 */
import { fixedScaleOf } from '@/domain/chartScales';

export interface YAxisSpec {
  /** fixed domain, or undefined to let the chart choose a nice one */
  domain?: [number, number];
  tickInterval?: number;
  /** explicit tick values when tickInterval is set */
  ticks?: number[];
}

export function yAxisFor(parameterId: number, values: readonly number[]): YAxisSpec {
  const scale = fixedScaleOf(parameterId);
  if (!scale) return {};
  const { minTop, step } = scale;
  const top = values.length ? Math.max(...values) : 0;
  const max = Math.max(minTop, Math.ceil(top / step) * step);
  const ticks = Array.from({ length: max / step + 1 }, (_, i) => i * step);
  return { domain: [0, max], tickInterval: step, ticks };
}
