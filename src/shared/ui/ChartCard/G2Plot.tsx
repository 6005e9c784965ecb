/**
 * One G2 chart in a box that fills its parent: created on mount with the plot's options, drawn
 * again when they change, destroyed on unmount. `onReady` gets the chart once it exists (to
 * listen for 'afterrender').
 */
import { useEffect, useRef } from 'react';
import { g2Spec, type PlotKind, type PlotOptions } from './g2Spec';
import { LiteChart, type LiteChartInstance } from './liteChart';

export interface G2PlotProps {
  kind: PlotKind;
  options: PlotOptions;
  onReady?: (plot: { chart: LiteChartInstance }) => void;
}

export function G2Plot({ kind, options, onReady }: G2PlotProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<LiteChartInstance | null>(null);
  const drawn = useRef<PlotOptions | null>(null);
  // the latest onReady, read when the chart is created: a new callback creates no new chart
  const ready = useRef(onReady);
  useEffect(() => {
    ready.current = onReady;
  });

  // one chart per box, for the box's life; new options are drawn by the effect below
  useEffect(() => {
    if (!box.current) return;
    const instance = new LiteChart({ container: box.current });
    chart.current = instance;
    ready.current?.({ chart: instance });
    return () => {
      instance.destroy();
      chart.current = null;
      drawn.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance || drawn.current === options) return;
    drawn.current = options;
    instance.options(g2Spec(kind, options));
    void instance.render();
  }, [kind, options]);

  return <div ref={box} style={{ height: 'inherit', flex: 1 }} />;
}
