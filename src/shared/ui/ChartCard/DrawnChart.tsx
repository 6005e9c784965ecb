/** The box every chart of this module draws in (inside the lazy chunk). */
import { useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { containerToPng } from './png';
import type { PngHandle } from './types';
import { useRendered } from './useRendered';

export interface Drawn<C> {
  config: C;
  height: number;
  testId: string;
  ref?: Ref<PngHandle>;
  children: (config: C, onReady: ReturnType<typeof useRendered>['onReady']) => ReactNode;
}

/** The box around a drawing: its PNG handle and `aria-busy` until the chart has drawn. */
export function DrawnChart<C>({ config, height, testId, ref, children }: Drawn<C>) {
  const box = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ toPng: () => containerToPng(box.current) }), []);
  const { rendered, onReady } = useRendered(config);
  return (
    <div ref={box} style={{ height, width: '100%' }} data-testid={testId} aria-busy={!rendered}>
      {children(config, onReady)}
    </div>
  );
}
