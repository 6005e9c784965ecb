import { lazy, Suspense } from 'react';
import { loadCharts } from './loadCharts';
import { DelayedSpinner } from '../DelayedSpinner';
import { EmptyChart, usePngForward } from './chartShell';
import type { StackedBarChartProps } from './types';

// the same lazy chunk as the line chart (ChartImpl), which holds the charting library (G2)
const StackedBarImpl = lazy(() => loadCharts().then((m) => ({ default: m.StackedBarImpl })));

/**
 * Stacked bars per x (e.g. a day) and series (e.g. a parameter); the tooltip lists at most
 * `maxTooltipRows` series. Empty data shows 'No Data'.
 */
export function StackedBarChart({
  data,
  height = 300,
  colors,
  maxTooltipRows = 4,
  yTitle = 'Measurements',
  ref,
}: StackedBarChartProps) {
  const inner = usePngForward(ref);
  if (!data.length) return <EmptyChart height={height} testId="stacked-bar-chart" />;
  return (
    <div data-testid="stacked-bar-chart" style={{ height }}>
      <Suspense fallback={<DelayedSpinner minHeight={height} />}>
        <StackedBarImpl
          ref={inner}
          data={data}
          height={height}
          colors={colors}
          maxTooltipRows={maxTooltipRows}
          yTitle={yTitle}
        />
      </Suspense>
    </div>
  );
}
