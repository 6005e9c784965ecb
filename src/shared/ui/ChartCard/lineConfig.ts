/**
 * The options of the measurement line chart (G2 5, in the option names of @ant-design/plots that
 * g2Spec.ts turns into a G2 view), built from chart points.
 * Kept apart from the component so the axis and tooltip rules can be tested without a canvas.
 */
import dayjs from 'dayjs';
import { labelStep, pointTooltip, type ChartPoint } from '@/shared/lib/chartData';
import { DATE_FORMAT } from '@/shared/lib/format';
import type { ChartMode } from './types';
import { yAxisFor } from './yAxis';

export const LINE_COLOR = '#149b5f';
/** above these many points the line and markers get thinner */
const DENSE = 250;
const VERY_DENSE = 800;

export interface LineChartInput {
  points: ChartPoint[];
  mode: ChartMode;
  parameterId: number;
  parameterName: string;
  unit: string;
  height: number;
  /** plot width in px, to decide how many x labels fit */
  width: number;
}

/** 'Nitrate (mg/l)'; just the unit when it repeats the name ('pH'). */
export function yTitle(parameterName: string, unit: string): string {
  if (!unit || unit === parameterName) return parameterName || unit;
  return parameterName ? `${parameterName} (${unit})` : unit;
}

/** Label format of a time axis spanning `spanMs`. */
export function timeLabelFormat(spanMs: number): string {
  if (spanMs <= 2 * 24 * 3600 * 1000) return 'MM/DD hh:mm a';
  return DATE_FORMAT;
}

function yScale(parameterId: number, points: ChartPoint[]) {
  const spec = yAxisFor(
    parameterId,
    points.map((p) => p.value),
  );
  if (!spec.domain || !spec.ticks) return { y: { nice: true } };
  const ticks = spec.ticks;
  return { y: { type: 'linear', domain: spec.domain, nice: false, tickMethod: () => ticks } };
}

export function lineConfig({
  points,
  mode,
  parameterId,
  parameterName,
  unit,
  height,
  width,
}: LineChartInput) {
  const exact = mode === 'exact';
  const maxLabels = Math.max(2, Math.floor(width / 110));
  const step = labelStep(points.length, maxLabels);
  const span = points.length ? points[points.length - 1].time * 1000 - points[0].time * 1000 : 0;
  const timeFormat = timeLabelFormat(span);
  const dense = points.length > DENSE;
  const veryDense = points.length > VERY_DENSE;
  const tooltip = {
    title: (d: ChartPoint) => pointTooltip(d).title,
    items: [
      (d: ChartPoint) => ({ name: 'Value', value: pointTooltip(d).value, color: LINE_COLOR }),
      (d: ChartPoint) => ({ name: 'Name', value: pointTooltip(d).name, color: LINE_COLOR }),
    ],
  };
  return {
    data: points,
    height,
    autoFit: true,
    animate: false,
    // room for the last x label, which is centred on the right edge
    paddingRight: 40,
    xField: exact ? 'date' : 'key',
    yField: 'value',
    scale: {
      x: exact ? { type: 'time', nice: true } : { type: 'point', padding: 0.02 },
      ...yScale(parameterId, points),
    },
    axis: {
      x: {
        title: exact ? 'Date' : 'Date (measurements in order)',
        labelAutoRotate: false,
        labelAutoHide: true,
        ...(exact
          ? {
              tickCount: maxLabels,
              labelFormatter: (d: Date) => dayjs(d).format(timeFormat),
            }
          : {
              tickFilter: (_d: string, i: number) => i % step === 0,
              labelFormatter: (key: string) =>
                dayjs.unix(points[Number(key)]?.time ?? 0).format(DATE_FORMAT),
            }),
      },
      y: { title: yTitle(parameterName, unit), grid: true },
    },
    style: { stroke: LINE_COLOR, lineWidth: veryDense ? 0.8 : dense ? 1.5 : 2 },
    point: {
      shapeField: 'circle',
      sizeField: veryDense ? 1.2 : dense ? 2 : 3.5,
      style: { fill: LINE_COLOR, stroke: '#ffffff', lineWidth: dense ? 0 : 1 },
      tooltip,
    },
    tooltip,
    interaction: { tooltip: { shared: false } },
  };
}
