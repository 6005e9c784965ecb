/**
 * The server-side table engine shared by every list of the mock server (results, analyses,
 * users, share views, exports): runs the filters, search, order and page that
 * tableQueryParams.ts read from a request.
 *
 * Fields are the dotted paths of the API shape (e.g. `parameter.name`). Each list declares its
 * fields as accessors on its own records, so filtering and sorting run on the records and DTOs
 * are built for the returned page only. Dates are epoch seconds and compare as numbers.
 */
import { validationError, violation } from './http';
import { parseOrder, type FilterOperator, type TableQuery } from './tableQueryParams';

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

function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    if (!Number.isNaN(n)) return n;
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? NaN : Math.floor(ms / 1000);
  }
  return NaN;
}

function toBool(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  return null;
}

const lower = (v: unknown) => String(v).toLowerCase();

/** Equality of a row value and a filter value (numbers, booleans, case-insensitive text). */
function equals(rowValue: unknown, value: unknown): boolean {
  if (rowValue === null || rowValue === undefined) return false;
  if (typeof rowValue === 'number') return rowValue === toNumber(value);
  if (typeof rowValue === 'boolean') return rowValue === toBool(value);
  return lower(rowValue).trim() === lower(value).trim();
}

function compare(rowValue: unknown, value: unknown): number {
  if (typeof rowValue === 'number') return rowValue - toNumber(value);
  return lower(rowValue).localeCompare(lower(value));
}

/** Does a row value satisfy one filter? Lists (enumLike) match when any element matches. */
export function matches(rowValue: unknown, op: FilterOperator, value: unknown): boolean {
  const list = Array.isArray(rowValue) ? (rowValue as unknown[]) : null;
  switch (op) {
    case 'eq':
      return list ? list.some((v) => equals(v, value)) : equals(rowValue, value);
    case 'ne':
      return list ? !list.some((v) => equals(v, value)) : !equals(rowValue, value);
    case 'li':
      return (list ?? [rowValue]).some((v) => v != null && lower(v).includes(lower(value).trim()));
    case 'con':
    case 'ncon': {
      const found = list
        ? list.some((v) => equals(v, value))
        : rowValue != null && lower(rowValue).includes(lower(value).trim());
      return op === 'con' ? found : !found;
    }
    default: {
      if (rowValue === null || rowValue === undefined || list) return false;
      const d = compare(rowValue, value);
      if (Number.isNaN(d)) return false;
      if (op === 'gt') return d > 0;
      if (op === 'gte') return d >= 0;
      if (op === 'lt') return d < 0;
      return d <= 0;
    }
  }
}

const bad = (field: string, message: string) => validationError([violation(field, message)], 400);

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

/** The rows that pass the filters and the search. */
function filterRows<R>(rows: readonly R[], q: Query, config: ListConfig<R>): R[] {
  const checks = q.filters.map((f) => ({ get: accessorFor(config, f.field, 'filter'), f }));
  const term = q.search.toLowerCase();
  const searchGetters = term
    ? config.searchFields.map((p) => accessorFor(config, p, 'filter'))
    : [];
  return rows.filter(
    (row) =>
      checks.every(({ get, f }) => matches(get(row), f.operator, f.value)) &&
      (!term ||
        searchGetters.some((get) => {
          const v = get(row);
          return (
            v != null &&
            (Array.isArray(v) ? v : [v]).some((x) => x != null && lower(x).includes(term))
          );
        })),
  );
}

/**
 * The rows in the query's order; `limit`: only the first rows in order are wanted (a page near
 * the start of a long list), and the others are not sorted.
 */
function sortRows<R>(rows: R[], q: Query, config: ListConfig<R>, limit = Infinity): R[] {
  const order = q.order ?? parseOrder(config.defaultOrder ?? null);
  if (!order) return rows;
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

/** Runs a whole table query: filters, search, order, then the page. */
export function runTableQuery<R>(
  rows: readonly R[],
  q: TableQuery,
  config: ListConfig<R>,
): { items: R[]; total: number } {
  const matching = filterRows(rows, q, config);
  if (!q.pagination) return { items: sortRows(matching, q, config), total: matching.length };
  const start = (q.page - 1) * q.itemsPerPage;
  const end = start + q.itemsPerPage;
  return { items: sortRows(matching, q, config, end).slice(start, end), total: matching.length };
}
