/**
 * The options (see g2Spec.ts) of the series line chart (counts per period, one line
 * per series) and of the pie chart, testable without a canvas.
 */
import { formatCount } from '@/shared/lib/format';
import { integerTicks, seriesColors } from './barConfig';
import type { PieSlice, SeriesDatum } from './types';

export function seriesLineConfig(
  data: readonly SeriesDatum[],
  height: number,
  yTitle: string,
  colors?: Record<string, string>,
) {
  return {
    data: [...data],
    height,
    autoFit: true,
    animate: false,
    // room for the last x label, which is centred on the right edge
    paddingRight: 40,
    xField: 'x',
    yField: 'value',
    colorField: 'series',
    scale: {
      x: { type: 'point', padding: 0.05 },
      y: {
        nice: true,
        tickMethod: (min: number, max: number, n?: number) => integerTicks(min, max, n),
      },
      color: seriesColors(data, colors),
    },
    axis: {
      x: { title: false, labelAutoRotate: false, labelAutoHide: true },
      y: { title: yTitle, grid: true, labelFormatter: formatCount },
    },
    legend: { color: { position: 'bottom', layout: { justifyContent: 'center' } } },
    style: { lineWidth: 2 },
    point: { shapeField: 'circle', sizeField: 3, style: { stroke: '#ffffff', lineWidth: 1 } },
    tooltip: {
      title: (d: SeriesDatum) => d.x,
      items: [(d: SeriesDatum) => ({ name: d.series, value: formatCount(d.value) })],
    },
    interaction: { tooltip: { shared: true } },
  };
}

/** Each slice's share of the whole, e.g. '12.5%' ('0%' when everything is zero). */
export function share(value: number, slices: readonly PieSlice[]): string {
  const total = slices.reduce((s, d) => s + d.value, 0);
  if (!total) return '0%';
  return `${Math.round((value / total) * 1000) / 10}%`;
}

/**
 * The ring's options; `shares` false labels each slice with its count only (for figures that
 * overlap, such as active users and the new ones among them, a share of their sum means nothing).
 */
export function pieConfig(
  data: readonly PieSlice[],
  height: number,
  colors?: Record<string, string>,
  shares = true,
) {
  const text = (d: PieSlice) =>
    shares ? `${formatCount(d.value)} (${share(d.value, data)})` : formatCount(d.value);
  const color = seriesColors(
    data.map((d) => ({ x: '', series: d.label, value: d.value })),
    colors,
  );
  return {
    data: [...data],
    height,
    autoFit: true,
    animate: false,
    angleField: 'value',
    colorField: 'label',
    innerRadius: 0.55,
    scale: { color },
    label: {
      text,
      position: 'outside',
      fill: '#262626',
    },
    legend: { color: { position: 'bottom', layout: { justifyContent: 'center' } } },
    tooltip: {
      title: false,
      items: [
        (d: PieSlice) => ({
          name: d.label,
          value: text(d),
        }),
      ],
    },
  };
}
