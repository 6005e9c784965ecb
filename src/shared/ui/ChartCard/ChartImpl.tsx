/**
 * The heavy part of ChartCard (lazy chunk): the G2 line chart. The other charts are re-exported
 * from here so that all share one chunk named after this module.
 */
import { Typography } from 'antd';
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { downsample } from '@/shared/lib/chartData';
import { G2Plot } from './G2Plot';
import { lineConfig, type LineChartInput } from './lineConfig';
import { containerToPng } from './png';
import type { PngHandle } from './types';
import { useElementWidth } from './useElementWidth';
import { useRendered } from './useRendered';

/** More points than this are thinned out (shape-preserving) to keep the chart smooth. */
export { StackedBarImpl } from './StackedBarImpl';
export { PieImpl, SeriesLineImpl } from './SeriesImpl';

export const MAX_CHART_POINTS = 1500;
const CAPTION_HEIGHT = 20;

/** The chart's input but its width, which it measures itself. */
export type ChartImplProps = Omit<LineChartInput, 'width'> & { ref?: Ref<PngHandle> };

export function ChartImpl({
  points,
  mode,
  parameterId,
  parameterName,
  unit,
  height,
  ref,
}: ChartImplProps) {
  const box = useRef<HTMLDivElement>(null);
  const width = useElementWidth(box);
  useImperativeHandle(ref, () => ({ toPng: () => containerToPng(box.current) }), []);
  const shown = useMemo(() => {
    const kept = downsample(points, MAX_CHART_POINTS);
    return kept.length === points.length
      ? points
      : kept.map((p, index) => ({ ...p, index, key: String(index) }));
  }, [points]);
  const thinned = shown.length < points.length;
  const chartHeight = thinned ? height - CAPTION_HEIGHT : height;
  const config = useMemo(
    () =>
      lineConfig({
        points: shown,
        mode,
        parameterId,
        parameterName,
        unit,
        height: chartHeight,
        width,
      }),
    [shown, mode, parameterId, parameterName, unit, chartHeight, width],
  );
  const { rendered, onReady } = useRendered(config);
  return (
    <div
      ref={box}
      style={{ height, width: '100%' }}
      data-testid="chart-canvas"
      aria-busy={!rendered}
    >
      {thinned && (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', height: CAPTION_HEIGHT, fontSize: 12, textAlign: 'right' }}
        >
          {`Showing ${shown.length} of ${points.length} points (choose a shorter period to see all)`}
        </Typography.Text>
      )}
      <G2Plot key={`${mode}-${parameterId}`} kind="line" options={config} onReady={onReady} />
    </div>
  );
}
