import { useEffect, useState, type RefObject } from 'react';

/** The element's width in px, kept current with a ResizeObserver (`fallback` until measured). */
export function useElementWidth(ref: RefObject<HTMLElement | null>, fallback = 800): number {
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const w = el.clientWidth;
      // round to 50 px so small resizes do not rebuild the chart options
      if (w > 0) setWidth(Math.round(w / 50) * 50);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
