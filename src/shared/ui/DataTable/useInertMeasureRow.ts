import { useEffect, useRef } from 'react';

const MEASURE_ROW = '.ant-table-measure-row';

/**
 * antd keeps an invisible row in every table that scrolls sideways to measure column widths, a
 * copy of the header (aria-hidden) that holds focusable copies of its controls (the 'Select
 * all' checkbox). Marked inert, keyboard and assistive technology pass it by; the widths it
 * measures stay the same. antd may render the row anew (other columns, no rows): every row
 * that appears under the returned ref is marked.
 */
export function useInertMeasureRow<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const mark = () => {
      for (const row of root.querySelectorAll(`${MEASURE_ROW}:not([inert])`))
        row.setAttribute('inert', '');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}
