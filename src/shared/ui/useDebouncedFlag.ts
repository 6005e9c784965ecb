import { useEffect, useState } from 'react';

/** Loader debounce (spec: 350 ms): a loader appears only when loading lasts longer. */
export const LOADER_DEBOUNCE_MS = 350;

/**
 * True once `flag` has stayed true for `delayMs`; false at once when `flag` turns false.
 * Keeps fast responses from flashing a spinner.
 */
export function useDebouncedFlag(flag: boolean, delayMs = LOADER_DEBOUNCE_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
