/**
 * An in-memory stand-in for a list query hook (stories and tests that need no server): pages,
 * searches and sorts the given rows like the server would (filters are ignored), or simulates
 * the loading and error states. `onArgs` sees every query the table sends.
 */
import { getPath } from './cellValue';
import type { HydraPage, TableQueryArgs, TableQueryHook, TableQueryResult } from './types';

export type MemoryQueryState = 'loaded' | 'loading' | 'error';

export interface MemoryQueryOptions {
  state?: MemoryQueryState;
  onArgs?: (args: TableQueryArgs) => void;
  refetch?: () => void;
}

function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}

export function pageOf<Row extends object>(
  rows: readonly Row[],
  args: TableQueryArgs,
): HydraPage<Row> {
  const term = args.search?.toLowerCase();
  let found = term
    ? rows.filter((r) =>
        Object.values(r).some((v) => typeof v === 'string' && v.toLowerCase().includes(term)),
      )
    : [...rows];
  if (args.order) {
    const [field, direction] = args.order.split(':');
    found = found.sort(
      (a, b) => compare(getPath(a, field), getPath(b, field)) * (direction === 'desc' ? -1 : 1),
    );
  }
  const start = (args.page - 1) * args.itemsPerPage;
  return {
    'hydra:member': found.slice(start, start + args.itemsPerPage),
    'hydra:totalItems': found.length,
  };
}

export function createMemoryQuery<Row extends object>(
  rows: readonly Row[],
  { state = 'loaded', onArgs, refetch = () => undefined }: MemoryQueryOptions = {},
): TableQueryHook<Row, object> {
  return function useMemoryQuery(args: TableQueryArgs): TableQueryResult<Row> {
    onArgs?.(args);
    const base = { isLoading: false, isFetching: false, isError: false, refetch };
    if (state === 'loading') return { ...base, isLoading: true, isFetching: true };
    if (state === 'error') return { ...base, isError: true };
    return { ...base, data: pageOf(rows, args) };
  };
}
