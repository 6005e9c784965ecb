import type { TableProps } from 'antd';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
} from 'react';

interface Edges {
  /** content hidden at the start (scrolled away) */
  start: boolean;
  /** content hidden at the end */
  end: boolean;
}

const ReportEdges = createContext<(edges: Edges) => void>(() => {});

/**
 * The table element: as wide as its content, at least as wide as its area. It reports which of
 * its edges are scrolled out of view when its area scrolls or either changes size (read when
 * the browser has laid the page out, no forced layout).
 */
function WideTable({ style, ...props }: ComponentProps<'table'>) {
  const report = useContext(ReportEdges);
  const ref = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const table = ref.current;
    const area = table?.parentElement;
    if (!table || !area) return;
    const update = () => {
      const left = Math.abs(area.scrollLeft);
      const room = area.scrollWidth - area.clientWidth;
      report({ start: room > 0 && left > 0, end: room > 0 && left < room - 1 });
    };
    const observer = new ResizeObserver(update);
    observer.observe(area);
    observer.observe(table);
    area.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      area.removeEventListener('scroll', update);
    };
  }, [report]);
  return (
    <table {...props} ref={ref} style={{ ...style, width: 'max-content', minWidth: '100%' }} />
  );
}

const SCROLL_AREA = { content: { overflowX: 'auto', overflowY: 'hidden' } } as const;
const COMPONENTS = { table: WideTable };

/**
 * Wide tables scroll sideways, with antd's shadows at the edges that have more to show. Done
 * here rather than with antd's `scroll.x`, which after every page, sort or filter change
 * measures the table (forced layouts), watches each column's width and renders the table again
 * with them, and scrolls the body to its first row. Wrap the table in `Provider` with `report`
 * and give it `tableProps`; they change only when an edge's shadow comes or goes.
 */
export function useSideScroll() {
  const [edges, setEdges] = useState<Edges>({ start: false, end: false });
  const report = useCallback(
    (next: Edges) => setEdges((e) => (e.start === next.start && e.end === next.end ? e : next)),
    [],
  );
  const tableProps = useMemo(() => {
    const shadows = [
      edges.start && 'ant-table-fix-start-shadow-show',
      edges.end && 'ant-table-fix-end-shadow-show',
    ].filter(Boolean);
    // antd's table draws the shadows for these classes on an element around its container: the
    // spinner it wraps itself in (never spinning: the list shows its own, around the pager too)
    const loading = { spinning: false, className: shadows.join(' ') || undefined };
    return { styles: SCROLL_AREA, components: COMPONENTS, loading } satisfies TableProps<object>;
  }, [edges]);
  return { Provider: ReportEdges.Provider, report, tableProps };
}
