/** The heavy parts of SeriesLineChart and PieChart (in ChartImpl's lazy chunk). */
import { useMemo, type Ref } from 'react';
import { DrawnChart } from './DrawnChart';
import { G2Plot } from './G2Plot';
import { pieConfig, seriesLineConfig } from './seriesConfig';
import type { PieSlice, PngHandle, SeriesDatum } from './types';

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
      {(c, onReady) => <G2Plot kind="line" options={c} onReady={onReady} />}
    </DrawnChart>
  );
}

export interface PieImplProps {
  data: readonly PieSlice[];
  height: number;
  colors?: Record<string, string>;
  shares?: boolean;
  ref?: Ref<PngHandle>;
}

export function PieImpl({ data, height, colors, shares, ref }: PieImplProps) {
  const config = useMemo(
    () => pieConfig(data, height, colors, shares),
    [data, height, colors, shares],
  );
  return (
    <DrawnChart config={config} height={height} testId="pie-canvas" ref={ref}>
      {(c, onReady) => <G2Plot kind="pie" options={c} onReady={onReady} />}
    </DrawnChart>
  );
}
