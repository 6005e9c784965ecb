/**
 * The server-side table engine shared by every list of the mock server (results, analyses,
 * users, share views, exports): runs the filters, search, order and page of a table query
 * (mocks/http/tableQueryParams.ts reads one from a request's parameters). Pure: it knows no
 * request and no store; what it refuses (an unknown field, a bad order) is a 400 violation.
 *
 * Fields are the dotted paths of the API shape (e.g. `parameter.name`). Each list declares its
 * fields as accessors on its own records, so filtering and sorting run on the records and DTOs
 * are built for the returned page only. Dates are epoch seconds and compare as numbers.
 */
import { validationError, violation } from './errors';
import { lower, matches } from './tableFilter';
import type { TableFilter } from '@/api';
import { parameters as parameterPatterns } from '@/api/generated/patterns';

export type { TableFilter };

export interface TableQuery {
  filters: TableFilter[];
  search: string;
  order: { field: string; direction: 'asc' | 'desc' } | null;
  page: number;
  itemsPerPage: number;
  pagination: boolean;
}

export type Accessor<R> = (row: R) => unknown;

export interface ListConfig<R> {
  /** Every field a filter or the order may name, by its API path. */
  fields: Record<string, Accessor<R>>;
  /** The string fields the free-text search looks in. */
  searchFields: string[];
  /** Order when the query names none, e.g. `sampleCreationDate:desc`. */
  defaultOrder?: string;
}

/** Reads a value by dotted path; arrays on the way are mapped (`parameters.name` -> names). */
export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (Array.isArray(cur)) cur = cur.map((item) => (item as Record<string, unknown>)?.[key]);
    else if (cur !== null && typeof cur === 'object') cur = (cur as Record<string, unknown>)[key];
    else return undefined;
  }
  return cur;
}

/** Accessors for paths resolved on a DTO built (once per row and query) from the record. */
export function dtoFields<R extends object, D>(
  paths: string[],
  toDto: (row: R) => D,
): Record<string, Accessor<R>> {
  const cache = new WeakMap<R, D>();
  const dto = (row: R) => {
    let d = cache.get(row);
    if (d === undefined) {
      d = toDto(row);
      cache.set(row, d);
    }
    return d;
  };
  return Object.fromEntries(paths.map((p) => [p, (row: R) => getPath(dto(row), p)]));
}

const bad = (field: string, message: string) => validationError([violation(field, message)], 400);

/** `field:asc` or `field:desc` (the contract's pattern of the `order` parameter). */
const ORDER_PATTERN = new RegExp(parameterPatterns.order);

/** An order written `field:asc` or `field:desc` (400 on 'order' otherwise); null for none. */
export function parseOrder(text: string | null): TableQuery['order'] {
  if (text === null || text === '') return null;
  if (!ORDER_PATTERN.test(text))
    throw bad('order', 'The order must look like "field:asc" or "field:desc".');
  const colon = text.lastIndexOf(':');
  return { field: text.slice(0, colon), direction: text.slice(colon + 1) as 'asc' | 'desc' };
}

function accessorFor<R>(
  config: ListConfig<R>,
  field: string,
  param: 'filter' | 'order',
): Accessor<R> {
  const fn = Object.prototype.hasOwnProperty.call(config.fields, field)
    ? config.fields[field]
    : undefined;
  if (!fn) throw bad(param, `Unknown field "${field}".`);
  return fn;
}

type SortKey = number | string | null;
function sortKey(v: unknown): SortKey {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  return lower(v);
}

type Query = Omit<TableQuery, 'page' | 'itemsPerPage' | 'pagination'>;

/** The test of the filters and the search (null: every row passes); unknown fields are 400. */
function rowFilter<R>(q: Query, config: ListConfig<R>): ((row: R) => boolean) | null {
  const checks = q.filters.map((f) => ({ get: accessorFor(config, f.field, 'filter'), f }));
  const term = q.search.toLowerCase();
  if (!checks.length && !term) return null;
  const searchGetters = term
    ? config.searchFields.map((p) => accessorFor(config, p, 'filter'))
    : [];
  return (row) =>
    checks.every(({ get, f }) => matches(get(row), f.operator, f.value)) &&
    (!term ||
      searchGetters.some((get) => {
        const v = get(row);
        return (
          v != null &&
          (Array.isArray(v) ? v : [v]).some((x) => x != null && lower(x).includes(term))
        );
      }));
}

/** The rows that pass the filters and the search. */
function filterRows<R>(rows: readonly R[], q: Query, config: ListConfig<R>): readonly R[] {
  const passes = rowFilter(q, config);
  return passes ? rows.filter(passes) : rows;
}

/**
 * The rows in the query's order; `limit`: only the first rows in order are wanted (a page near
 * the start of a long list), and the others are not sorted.
 */
function sortRows<R>(rows: readonly R[], q: Query, config: ListConfig<R>, limit = Infinity): R[] {
  const order = q.order ?? parseOrder(config.defaultOrder ?? null);
  if (!order) return [...rows];
  const get = accessorFor(config, order.field, 'order');
  const dir = order.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row, i) => ({ row, i, k: sortKey(get(row)) }));
  const compare = (a: (typeof keyed)[number], b: (typeof keyed)[number]) => {
    if (a.k === b.k) return a.i - b.i;
    if (a.k === null) return 1; // empty values last in both directions
    if (b.k === null) return -1;
    const d = typeof a.k === 'number' && typeof b.k === 'number' ? a.k - b.k : a.k < b.k ? -1 : 1;
    return d * dir;
  };
  // ties keep the stored order, so the order is total: the first rows are the same either way
  const sorted =
    limit * 8 < keyed.length ? firstInOrder(keyed, limit, compare) : keyed.sort(compare);
  return sorted.map((k) => k.row);
}

/** Filters (filters + search) and sorts rows; no paging. */
export function filterAndSort<R>(rows: readonly R[], q: Query, config: ListConfig<R>): R[] {
  return sortRows(filterRows(rows, q, config), q, config);
}

/**
 * The first `count` items in the order `compare` gives (a total order), without sorting the rest:
 * each item is compared with the last one kept, and the few that beat it are inserted in place.
 */
export function firstInOrder<T>(
  items: readonly T[],
  count: number,
  compare: (a: T, b: T) => number,
): T[] {
  const kept: T[] = [];
  if (count <= 0) return kept;
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1]) >= 0) continue;
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(kept[mid], item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    kept.splice(lo, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}

/** The order of a query: its own, or the list's default (null: the stored order). */
export function orderOf<R>(q: Query, config: ListConfig<R>): TableQuery['order'] {
  const order = q.order ?? parseOrder(config.defaultOrder ?? null);
  if (order) accessorFor(config, order.field, 'order');
  return order;
}

/**
 * The same rows in an order, exactly as the engine sorts them (a sorted view kept between
 * requests: it saves sorting them again).
 */
export type RowsInOrder<R> = (order: NonNullable<TableQuery['order']>) => readonly R[];

/**
 * Runs a whole table query: filters, search, order, then the page. `inOrder` gives the rows
 * already in the query's order (a kept view): the page is then cut from the rows that pass the
 * filters, and nothing is sorted.
 */
export function runTableQuery<R>(
  rows: readonly R[],
  q: TableQuery,
  config: ListConfig<R>,
  inOrder?: RowsInOrder<R>,
): { items: R[]; total: number } {
  const start = (q.page - 1) * q.itemsPerPage;
  const end = start + q.itemsPerPage;
  const passes = rowFilter(q, config);
  const order = inOrder ? orderOf(q, config) : null;
  if (inOrder && order) {
    const sorted = inOrder(order);
    const matching = passes ? sorted.filter(passes) : sorted;
    const items = q.pagination ? matching.slice(start, end) : [...matching];
    return { items, total: matching.length };
  }
  const matching = passes ? rows.filter(passes) : rows;
  if (!q.pagination) return { items: sortRows(matching, q, config), total: matching.length };
  return { items: sortRows(matching, q, config, end).slice(start, end), total: matching.length };
}
