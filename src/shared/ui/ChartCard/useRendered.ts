import { useEffect, useState } from 'react';

interface RenderedChart {
  chart?: { on(event: string, listener: () => void): void };
}

/**
 * Whether the chart has finished drawing its current configuration: false while the canvas is
 * being (re)drawn, true after the chart library reports 'afterrender'. Shown as `aria-busy` on
 * the chart, so assistive technology and the e2e journeys know when the picture is complete.
 */
export function useRendered(config: unknown) {
  const [rendered, setRendered] = useState(false);
  // a new configuration is drawn again
  useEffect(() => setRendered(false), [config]);
  const onReady = (plot: RenderedChart) => plot.chart?.on('afterrender', () => setRendered(true));
  return { rendered, onReady };
}
