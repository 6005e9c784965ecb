/** The heavy part of StackedBarChart (lazy chunk): an @ant-design/charts stacked column chart. */
import { Column } from '@ant-design/charts';
import { useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { barConfig } from './barConfig';
import { containerToPng } from './png';
import type { PngHandle, StackedBarDatum } from './types';
import { useRendered } from './useRendered';

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
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ toPng: () => containerToPng(box.current) }), []);
  const config = useMemo(
    () => barConfig(data, height, maxTooltipRows, colors, yTitle),
    [data, height, maxTooltipRows, colors, yTitle],
  );
  const { rendered, onReady } = useRendered(config);
  return (
    <div
      ref={box}
      style={{ height, width: '100%' }}
      data-testid="stacked-bar-canvas"
      aria-busy={!rendered}
    >
      <Column {...config} onReady={onReady} />
    </div>
  );
}
