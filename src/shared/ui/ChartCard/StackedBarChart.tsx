import { Empty } from 'antd';
import { lazy, Suspense, useImperativeHandle, useRef } from 'react';
import { DelayedSpinner } from '../DelayedSpinner';
import { EMPTY_CHART_HEIGHT, NO_DATA } from './ChartCard';
import type { PngHandle, StackedBarChartProps } from './types';

// the same lazy chunk as the line chart (ChartImpl), which holds @ant-design/charts
const StackedBarImpl = lazy(() =>
  import('./ChartImpl').then((m) => ({ default: m.StackedBarImpl })),
);

/**
 * Stacked bars per x (e.g. a day) and series (e.g. a parameter); the tooltip lists at most
 * `maxTooltipRows` series. Empty data shows 'No Data'.
 */
export function StackedBarChart({
  data,
  height = 300,
  colors,
  maxTooltipRows = 4,
  ref,
}: StackedBarChartProps) {
  const inner = useRef<PngHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      toPng: () =>
        inner.current
          ? inner.current.toPng()
          : Promise.reject(new Error('The chart is not ready.')),
    }),
    [],
  );
  if (!data.length) {
    return (
      <div
        data-testid="stacked-bar-chart"
        // compact: an empty period is a short note, not a chart-sized blank area
        style={{
          height: Math.min(height, EMPTY_CHART_HEIGHT),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_DATA} />
      </div>
    );
  }
  return (
    <div data-testid="stacked-bar-chart" style={{ height }}>
      <Suspense fallback={<DelayedSpinner minHeight={height} />}>
        <StackedBarImpl
          ref={inner}
          data={data}
          height={height}
          colors={colors}
          maxTooltipRows={maxTooltipRows}
        />
      </Suspense>
    </div>
  );
}
