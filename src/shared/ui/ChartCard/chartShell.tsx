/** What every chart of this module shares: the 'No Data' state and the PNG handle passed on. */
import { Empty } from 'antd';
import { useImperativeHandle, useRef, type Ref } from 'react';
import type { PngHandle } from './types';

export const NO_DATA = 'No Data';
/** The height of the 'No Data' state of a chart (px). */
export const EMPTY_CHART_HEIGHT = 160;

/** compact: an empty period is a short note, not a chart-sized blank area */
export function EmptyChart({ height, testId }: { height: number; testId: string }) {
  return (
    <div
      data-testid={testId}
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

/**
 * The outer ref of a chart or map hands `toPng` on to the lazily loaded drawing (the returned
 * ref), and refuses while that is not there yet ('The chart is not ready.').
 */
export function usePngForward(ref: Ref<PngHandle> | undefined, what: 'chart' | 'map' = 'chart') {
  const inner = useRef<PngHandle>(null);
  useImperativeHandle(
    ref,
    () => ({
      toPng: () =>
        inner.current
          ? inner.current.toPng()
          : Promise.reject(new Error(`The ${what} is not ready.`)),
    }),
    [what],
  );
  return inner;
}
