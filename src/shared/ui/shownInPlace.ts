/**
 * The failed calls a screen is showing where their data would be (an error state with Retry).
 * One failure is said once, in the place it concerns: the central error handler gives a failure
 * that a mounted view shows no notice beside it (src/app/apiErrorListener.ts). A view counts
 * while it is mounted: a view that shows the failure and goes away at once (a page that then
 * navigates elsewhere) leaves the notice to the handler.
 */
import { useLayoutEffect } from 'react';

/** failure (the error object of the call) -> how many mounted views show it */
const showing = new Map<object, number>();

const isObject = (error: unknown): error is object => typeof error === 'object' && error !== null;

/** Marks `error` as shown in place while the calling view is mounted with it. */
export function useShownInPlace(error: unknown) {
  // a layout effect: counted in the commit that draws it, before the handler looks
  useLayoutEffect(() => {
    if (!isObject(error)) return;
    showing.set(error, (showing.get(error) ?? 0) + 1);
    return () => {
      const left = (showing.get(error) ?? 1) - 1;
      if (left > 0) showing.set(error, left);
      else showing.delete(error);
    };
  }, [error]);
}

/** Whether a mounted view shows this failure. */
export function isShownInPlace(error: unknown): boolean {
  return isObject(error) && showing.has(error);
}
