import { lazy, Suspense } from 'react';
import { loadCharts } from './loadCharts';
import { DelayedSpinner } from '../DelayedSpinner';
import { EmptyChart, usePngForward } from './chartShell';
import type { PieChartProps, SeriesLineChartProps } from './types';

// the same lazy chunk as the other charts (ChartImpl), which holds the charting library (G2)
const SeriesLineImpl = lazy(() => loadCharts().then((m) => ({ default: m.SeriesLineImpl })));
const PieImpl = lazy(() => loadCharts().then((m) => ({ default: m.PieImpl })));

/**
 * Counts per period, one line per series (e.g. downloads, iOS, Android), x in the given order.
 * Empty data shows 'No Data'.
 */
export function SeriesLineChart({ data, height = 300, yTitle, colors, ref }: SeriesLineChartProps) {
  const inner = usePngForward(ref);
  if (!data.length) return <EmptyChart height={height} testId="series-line-chart" />;
  return (
    <div data-testid="series-line-chart" style={{ height }}>
      <Suspense fallback={<DelayedSpinner minHeight={height} />}>
        <SeriesLineImpl ref={inner} data={data} height={height} yTitle={yTitle} colors={colors} />
      </Suspense>
    </div>
  );
}

/**
 * Figures as a ring, each labelled with its count and (unless `shares` is false) its share of
 * the sum. All zero is 'No Data'.
 */
export function PieChart({ data, height = 300, colors, shares, ref }: PieChartProps) {
  const inner = usePngForward(ref);
  if (!data.some((d) => d.value > 0)) return <EmptyChart height={height} testId="pie-chart" />;
  return (
    <div data-testid="pie-chart" style={{ height }}>
      <Suspense fallback={<DelayedSpinner minHeight={height} />}>
        <PieImpl ref={inner} data={data} height={height} colors={colors} shares={shares} />
      </Suspense>
    </div>
  );
}
