import { useCallback, useState, type Key } from 'react';

interface Selection<Row> {
  scope: string;
  keys: Key[];
  rows: Row[];
}

/** No selection, always the same arrays: a table without one keeps the same selection props. */
const NO_KEYS: Key[] = [];
const NO_ROWS: never[] = [];

/**
 * Selected rows that belong to one `scope` (the query and the reset key): when the scope changes
 * (search, sort, page, page size, filters, deleted ids) the selection is cleared for good, so
 * going back to an earlier page does not bring an old selection back. `select` and `clear` stay
 * the same functions whatever the scope.
 */
export function useSelection<Row>(scope: string) {
  const [selection, setSelection] = useState<Selection<Row>>({
    scope,
    keys: NO_KEYS,
    rows: NO_ROWS,
  });
  // a changed scope empties the selection right in this render (React's pattern for resetting
  // state from a changed prop), not only in what this render shows
  if (selection.scope !== scope) setSelection({ scope, keys: NO_KEYS, rows: NO_ROWS });
  const current = selection.scope === scope ? selection : { keys: NO_KEYS, rows: NO_ROWS };
  // the state holds the current scope (reset above), so the selection made belongs to it
  const select = useCallback(
    (keys: Key[], rows: Row[]) => setSelection((s) => ({ scope: s.scope, keys, rows })),
    [],
  );
  const clear = useCallback(
    () => setSelection((s) => ({ scope: s.scope, keys: NO_KEYS, rows: NO_ROWS })),
    [],
  );
  return { keys: current.keys, rows: current.rows, select, clear };
}
