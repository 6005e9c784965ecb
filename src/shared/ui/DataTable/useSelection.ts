import { useCallback, useState, type Key } from 'react';

interface Selection<Row> {
  scope: string;
  keys: Key[];
  rows: Row[];
}

/**
 * Selected rows that belong to one `scope` (the query and the reset key): when the scope changes
 * (search, sort, page, page size, filters, deleted ids) the selection is cleared for good, so
 * going back to an earlier page does not bring an old selection back.
 */
export function useSelection<Row>(scope: string) {
  const [selection, setSelection] = useState<Selection<Row>>({ scope, keys: [], rows: [] });
  // a changed scope empties the selection right in this render (React's pattern for resetting
  // state from a changed prop), not only in what this render shows
  if (selection.scope !== scope) setSelection({ scope, keys: [], rows: [] });
  const current =
    selection.scope === scope ? selection : { scope, keys: [] as Key[], rows: [] as Row[] };
  const select = useCallback(
    (keys: Key[], rows: Row[]) => setSelection({ scope, keys, rows }),
    [scope],
  );
  const clear = useCallback(() => setSelection({ scope, keys: [], rows: [] }), [scope]);
  return { keys: current.keys, rows: current.rows, select, clear };
}
