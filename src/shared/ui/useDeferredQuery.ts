import { useDeferredValue } from 'react';

/**
 * A query's result as a screen draws it. An answer arriving from the store would be drawn at
 * once in one blocking task (React draws a store's change synchronously): for a list's page of
 * rows or an analysis, half a second to a second of a phone's main thread during which a tap
 * waits. Deferred, React draws the new answer in a transition, in short slices between which
 * the browser handles input and paints, and shows what the screen showed before (the skeleton,
 * the previous page of rows) until the new drawing is complete. A first render takes the result
 * as it is: data already in the cache is drawn at once.
 */
export function useDeferredQuery<T>(result: T): T {
  return useDeferredValue(result);
}
