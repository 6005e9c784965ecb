import { useCallback, useState, type Key } from 'react';

interface Selection<Row> {
  scope: string;
  keys: Key[];
  rows: Row[];
}

/**
 * Selected rows that belong to one `scope` (the query and the reset key): when the scope changes
 * (search, sort, page, page size, filters, deleted ids) the selection is empty again.
 */
export function useSelection<Row>(scope: string) {
  const [selection, setSelection] = useState<Selection<Row>>({ scope, keys: [], rows: [] });
  const current =
    selection.scope === scope ? selection : { scope, keys: [] as Key[], rows: [] as Row[] };
  const select = useCallback(
    (keys: Key[], rows: Row[]) => setSelection({ scope, keys, rows }),
    [scope],
  );
  const clear = useCallback(() => setSelection({ scope, keys: [], rows: [] }), [scope]);
  return { keys: current.keys, rows: current.rows, select, clear };
}
