import { Empty } from 'antd';
import { lazy, Suspense, useImperativeHandle, useMemo, useRef } from 'react';
import { chronologicPoints, exactTimePoints } from '@/shared/lib/chartData';
import { DelayedSpinner } from '../DelayedSpinner';
import type { ChartCardProps, PngHandle } from './types';
import { useStableResults } from './useStableResults';

// @ant-design/charts is heavy: it is loaded in its own chunk the first time a chart shows.
const ChartImpl = lazy(() => import('./ChartImpl').then((m) => ({ default: m.ChartImpl })));

export const NO_DATA = 'No Data';
/** The height of the 'No Data' state of a chart (px). */
export const EMPTY_CHART_HEIGHT = 160;

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
  const points = useMemo(
    () =>
      mode === 'exact'
        ? exactTimePoints(results, parameterId)
        : chronologicPoints(results, parameterId),
    [results, parameterId, mode],
  );
  const parameter = results.find((r) => r.parameterId === parameterId)?.parameter;

  if (!points.length) {
    return (
      <div
        data-testid="chart-card"
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
