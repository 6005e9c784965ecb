import { useMemo } from 'react';
import { resultsSignature } from '@/shared/lib/chartData';
import type { Result } from '@/api';

/**
 * The same array as long as the content is the same: pages may pass a freshly filtered array on
 * every render without making the chart or map redraw (or the map re-fit and close its tooltip).
 */
export function useStableResults<T extends readonly Result[]>(results: T): T {
  const signature = resultsSignature(results);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the content, not the array
  return useMemo(() => results, [signature]);
}
