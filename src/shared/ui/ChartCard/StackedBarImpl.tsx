/** The heavy part of StackedBarChart (lazy chunk): a G2 stacked column chart. */
import { useMemo, type Ref } from 'react';
import { barConfig } from './barConfig';
import { DrawnChart } from './DrawnChart';
import { G2Plot } from './G2Plot';
import type { PngHandle, StackedBarDatum } from './types';

export interface StackedBarImplProps {
  data: readonly StackedBarDatum[];
  height: number;
  colors?: Record<string, string>;
  maxTooltipRows: number;
  yTitle: string;
  ref?: Ref<PngHandle>;
}

export function StackedBarImpl({
  data,
  height,
  colors,
  maxTooltipRows,
  yTitle,
  ref,
}: StackedBarImplProps) {
  const config = useMemo(
    () => barConfig(data, height, maxTooltipRows, colors, yTitle),
    [data, height, maxTooltipRows, colors, yTitle],
  );
  return (
    <DrawnChart config={config} height={height} testId="stacked-bar-canvas" ref={ref}>
      {(c, onReady) => <G2Plot kind="column" options={c} onReady={onReady} />}
    </DrawnChart>
  );
}
