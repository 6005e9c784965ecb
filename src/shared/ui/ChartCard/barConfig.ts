/** The options (see g2Spec.ts) of the stacked bar chart (testable without a canvas). */
import dayjs from 'dayjs';
import { DATE_FORMAT, formatCount } from '@/shared/lib/format';
import { OTHERS_COLOR, PARAMETER_PALETTE } from '@/shared/lib/parameterColors';
import type { StackedBarDatum } from './types';

/** A day 'YYYY-MM-DD' as MM/DD/YYYY; other x values as they are. */
export function xLabel(x: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(x) ? dayjs(x).format(DATE_FORMAT) : x;
}

/** Colours for series without an explicit one (brand green and yellow first, Others grey). */
export const SERIES_PALETTE: readonly string[] = PARAMETER_PALETTE;

/** Whole-number ticks between min and max, about `count` of them (counts have no halves). */
export function integerTicks(min: number, max: number, count = 5): number[] {
  const lo = Math.floor(min);
  const hi = Math.ceil(max);
  const raw = Math.max(hi - lo, 1) / Math.max(count, 1);
  const pow = 10 ** Math.floor(Math.log10(Math.max(raw, 1)));
  const step = [1, 2, 5, 10].map((m) => m * pow).find((s) => s >= raw) ?? 10 * pow;
  const ticks: number[] = [];
  for (let t = Math.floor(lo / step) * step; t <= hi; t += step) if (t >= lo) ticks.push(t);
  return ticks;
}

/** Series names in first-seen order, each with its colour. */
export function seriesColors(
  data: readonly StackedBarDatum[],
  colors: Record<string, string> = {},
): { domain: string[]; range: string[] } {
  const domain = [...new Set(data.map((d) => d.series))];
  let next = 0;
  const range = domain.map(
    (s) =>
      colors[s] ?? (s === 'Others' ? OTHERS_COLOR : SERIES_PALETTE[next++ % SERIES_PALETTE.length]),
  );
  return { domain, range };
}

export function barConfig(
  data: readonly StackedBarDatum[],
  height: number,
  maxTooltipRows: number,
  colors?: Record<string, string>,
  yTitle = 'Measurements',
) {
  return {
    data: [...data],
    height,
    autoFit: true,
    animate: false,
    xField: 'x',
    yField: 'value',
    colorField: 'series',
    stack: true,
    scale: {
      color: seriesColors(data, colors),
      y: {
        nice: true,
        tickMethod: (min: number, max: number, n?: number) => integerTicks(min, max, n),
      },
    },
    axis: {
      x: { title: false, labelAutoRotate: false, labelAutoHide: true, labelFormatter: xLabel },
      y: { title: yTitle, labelFormatter: formatCount },
    },
    legend: { color: { position: 'bottom', layout: { justifyContent: 'center' } } },
    style: { maxWidth: 48 },
    // the count of the series itself, not the top of its stacked segment
    tooltip: {
      title: (d: StackedBarDatum) => xLabel(d.x),
      items: [(d: StackedBarDatum) => ({ name: d.series, value: d.value })],
    },
    interaction: {
      tooltip: {
        shared: true,
        filter: (_item: unknown, index: number) => index < maxTooltipRows,
      },
    },
  };
}
