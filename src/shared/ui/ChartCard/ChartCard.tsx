import { lazy, Suspense, useMemo } from 'react';
import { loadCharts } from './loadCharts';
import { chronologicPoints, exactTimePoints } from '@/shared/lib/chartData';
import { DelayedSpinner } from '../DelayedSpinner';
import { EmptyChart, usePngForward } from './chartShell';
import type { ChartCardProps } from './types';
import { useStableResults } from './useStableResults';

// the charting library (G2) is heavy: it is loaded in its own chunk the first time a chart shows.
const ChartImpl = lazy(() => loadCharts().then((m) => ({ default: m.ChartImpl })));

export { EMPTY_CHART_HEIGHT, NO_DATA } from './chartShell';

/**
 * The values of one parameter over time (line with points). Chronologic mode spaces the
 * measurements evenly in order; Exact Time mode uses a real time axis and merges measurements
 * within 15 minutes. `ref.current.toPng()` renders the chart to a PNG Blob.
 */
export function ChartCard({
  results: given,
  mode,
  parameterId,
  height = 400,
  ref,
}: ChartCardProps) {
  const results = useStableResults(given);
  const inner = usePngForward(ref);
  const points = useMemo(
    () =>
      mode === 'exact'
        ? exactTimePoints(results, parameterId)
        : chronologicPoints(results, parameterId),
    [results, parameterId, mode],
  );
  const parameter = results.find((r) => r.parameterId === parameterId)?.parameter;

  if (!points.length) return <EmptyChart height={height} testId="chart-card" />;
  return (
    <div data-testid="chart-card" style={{ height, position: 'relative' }}>
      <Suspense fallback={<DelayedSpinner minHeight={height} />}>
        <ChartImpl
          ref={inner}
          points={points}
          mode={mode}
          parameterId={parameterId}
          parameterName={parameter?.name ?? ''}
          unit={parameter?.unit ?? points[0].unit}
          height={height}
        />
      </Suspense>
    </div>
  );
}
