/** The heavy parts of SeriesLineChart and PieChart (in ChartImpl's lazy chunk). */
import { Line, Pie } from '@ant-design/charts';
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { containerToPng } from './png';
import { pieConfig, seriesLineConfig } from './seriesConfig';
import type { PieSlice, PngHandle, SeriesDatum } from './types';
import { useRendered } from './useRendered';

interface Drawn<C> {
  config: C;
  height: number;
  testId: string;
  ref?: Ref<PngHandle>;
  children: (config: C, onReady: ReturnType<typeof useRendered>['onReady']) => React.ReactNode;
}

/** The box around a drawing: its PNG handle and `aria-busy` until the chart has drawn. */
function DrawnChart<C>({ config, height, testId, ref, children }: Drawn<C>) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ toPng: () => containerToPng(box.current) }), []);
  const { rendered, onReady } = useRendered(config);
  return (
    <div ref={box} style={{ height, width: '100%' }} data-testid={testId} aria-busy={!rendered}>
      {children(config, onReady)}
    </div>
  );
}

export interface SeriesLineImplProps {
  data: readonly SeriesDatum[];
  height: number;
  yTitle: string;
  colors?: Record<string, string>;
  ref?: Ref<PngHandle>;
}

export function SeriesLineImpl({ data, height, yTitle, colors, ref }: SeriesLineImplProps) {
  const config = useMemo(
    () => seriesLineConfig(data, height, yTitle, colors),
    [data, height, yTitle, colors],
  );
  return (
    <DrawnChart config={config} height={height} testId="series-line-canvas" ref={ref}>
      {(c, onReady) => <Line {...c} onReady={onReady} />}
    </DrawnChart>
  );
}

export interface PieImplProps {
  data: readonly PieSlice[];
  height: number;
  colors?: Record<string, string>;
  ref?: Ref<PngHandle>;
}

export function PieImpl({ data, height, colors, ref }: PieImplProps) {
  const config = useMemo(() => pieConfig(data, height, colors), [data, height, colors]);
  return (
    <DrawnChart config={config} height={height} testId="pie-canvas" ref={ref}>
      {(c, onReady) => <Pie {...c} onReady={onReady} />}
    </DrawnChart>
  );
}
