/** The @ant-design/charts (G2 5) options of the stacked bar chart (testable without a canvas). */
import type { StackedBarDatum } from './types';

/** Colours for series without an explicit one (brand green and yellow first, Others grey). */
export const SERIES_PALETTE = ['#149b5f', '#FFC832', '#1677ff', '#eb2f96', '#722ed1', '#13c2c2'];
export const OTHERS_COLOR = '#bfbfbf';

/** Series names in first-seen order, each with its colour. */
export function seriesColors(
  data: readonly StackedBarDatum[],
  colors: Record<string, string> = {},
): { domain: string[]; range: string[] } {
  const domain = [...new Set(data.map((d) => d.series))];
  let next = 0;
  const range = domain.map(
    (s) =>
      colors[s] ??
      (s === 'Others' ? OTHERS_COLOR : SERIES_PALETTE[next++ % SERIES_PALETTE.length]),
  );
  return { domain, range };
}

export function barConfig(
  data: readonly StackedBarDatum[],
  height: number,
  maxTooltipRows: number,
  colors?: Record<string, string>,
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
    scale: { color: seriesColors(data, colors), y: { nice: true } },
    axis: {
      x: { title: false, labelAutoRotate: false, labelAutoHide: true },
      y: { title: 'Measurements', labelFormatter: (v: number) => (Number.isInteger(v) ? v : '') },
    },
    legend: { color: { position: 'bottom', layout: { justifyContent: 'center' } } },
    style: { maxWidth: 48 },
    tooltip: { items: [{ channel: 'y', name: undefined }] },
    interaction: {
      tooltip: {
        shared: true,
        filter: (_item: unknown, index: number) => index < maxTooltipRows,
      },
    },
  };
}
