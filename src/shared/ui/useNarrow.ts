import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element is narrower than `limit` px (a table's toolbar on a phone), measured before
 * the first paint and again when the element changes size. Attach `ref` to the element. Not
 * narrow until measured (an element without layout, as in jsdom, never is).
 */
export function useNarrow<T extends HTMLElement>(limit: number) {
  const ref = useRef<T>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const width = element.clientWidth;
      setNarrow(width > 0 && width < limit);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [limit]);
  return { ref, narrow };
}
