/**
 * The state of every server-driven table and its pure rules on the screen: which columns show
 * (fixed ones always, 1 to 8 in all), the stored settings read back, the filters dropped or
 * corrected on apply, and the mapping of the state onto the shared query parameters (`page`,
 * `itemsPerPage`, `pagination`, `search`, `order`, `filter`). What the server checks too
 * (operators per column type, page sizes, saved filters) is src/domain/tableRules.ts.
 */

import type { SavedFilter, TableFilter, TableSettings } from '@/api';
import {
  MAX_VISIBLE_COLUMNS,
  MIN_VISIBLE_COLUMNS,
  isValidSavedFilter,
  mapItemsPerPage,
  operatorsFor,
  type ColumnType,
} from '@/domain/tableRules';
export type { TableFilter };
export type FilterOperator = TableFilter['operator'];
export type FilterValue = TableFilter['value'];
export type { SavedFilter };
export type { TableSettings };
export type { ColumnType };
export type SortDirection = 'asc' | 'desc';
export interface SortOrder {
  field: string;
  direction: SortDirection;
}

/** What the rules need to know about a column (DataTableColumn extends this). */
export interface ColumnMeta {
  /** Server field path, e.g. `parameter.name`. */
  key: string;
  title: string;
  type: ColumnType;
  /** Always visible; cannot be disabled. */
  fixed?: boolean;
  /** Default true. */
  sortable?: boolean;
  /** Default true unless the type has no operators ('other'). */
  filterable?: boolean;
}

export interface TableState {
  page: number;
  itemsPerPage: number;
  search: string;
  order: SortOrder | null;
  filters: SavedFilter[];
  disabledColumns: string[];
}

/** The shared table query parameters (what the generated list hooks accept). */
export interface TableQueryArgs {
  page: number;
  itemsPerPage: number;
  pagination: boolean;
  search?: string;
  order?: string;
  filter?: string;
}

export const OPERATOR_LABELS: Record<FilterOperator, string> = {
  eq: 'equals',
  ne: 'not equals',
  gt: 'greater than',
  gte: 'greater than/equals',
  lt: 'less than',
  lte: 'less than/equals',
  li: 'like',
  con: 'contains',
  ncon: 'not contains',
};

export const isSortable = (c: ColumnMeta) => c.sortable ?? true;
export const isFilterable = (c: ColumnMeta) =>
  (c.filterable ?? true) && operatorsFor(c.type).length > 0;

/** Fixed columns are always visible, whatever the disabled list says. */
export function visibleColumns<C extends ColumnMeta>(
  columns: readonly C[],
  disabled: readonly string[],
): C[] {
  return columns.filter((c) => c.fixed || !disabled.includes(c.key));
}

/** Default: the fixed columns plus the first columns up to 8 visible; the rest disabled. */
export function defaultDisabledColumns(columns: readonly ColumnMeta[]): string[] {
  let visible = columns.filter((c) => c.fixed).length;
  const disabled: string[] = [];
  for (const c of columns) {
    if (c.fixed) continue;
    if (visible < MAX_VISIBLE_COLUMNS) visible += 1;
    else disabled.push(c.key);
  }
  return disabled;
}

/** 1 to 8 visible columns, no fixed column disabled. */
export function isValidColumnSelection(
  columns: readonly ColumnMeta[],
  disabled: readonly string[],
): boolean {
  if (columns.some((c) => c.fixed && disabled.includes(c.key))) return false;
  const count = columns.filter((c) => !disabled.includes(c.key)).length;
  return count >= MIN_VISIBLE_COLUMNS && count <= MAX_VISIBLE_COLUMNS;
}

/** The disabled list after toggling one column, or null when the rules forbid it. */
export function toggleColumn(
  columns: readonly ColumnMeta[],
  disabled: readonly string[],
  key: string,
): string[] | null {
  const next = disabled.includes(key) ? disabled.filter((k) => k !== key) : [...disabled, key];
  return isValidColumnSelection(columns, next) ? next : null;
}

const isParameterField = (field: string) => /parameter|citation/i.test(field);

/** Filters on parameter/citation fields with the value 0 mean "all" and are dropped. */
export function dropZeroParameterFilters(filters: readonly SavedFilter[]): SavedFilter[] {
  return filters.filter(
    (f) =>
      !(
        isParameterField(f.selectedParameter.name) &&
        (f.filterValue === 0 || f.filterValue === '0')
      ),
  );
}

/** 'greater than' and 'greater than/equals' cannot take a future date: it becomes now (seconds). */
export function clampFutureDate(
  operator: FilterOperator | string,
  value: FilterValue,
  now: number,
): { value: FilterValue; clamped: boolean } {
  if ((operator === 'gt' || operator === 'gte') && typeof value === 'number' && value > now) {
    return { value: now, clamped: true };
  }
  return { value, clamped: false };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export interface StateDefaults {
  itemsPerPage?: number;
  order?: SortOrder | null;
}

export function defaultTableState(
  columns: readonly ColumnMeta[],
  defaults: StateDefaults = {},
): TableState {
  return {
    page: 1,
    itemsPerPage: mapItemsPerPage(defaults.itemsPerPage),
    search: '',
    order: defaults.order ?? null,
    filters: [],
    disabledColumns: defaultDisabledColumns(columns),
  };
}

function sanitizeOrder(raw: unknown, columns: readonly ColumnMeta[]): SortOrder | null | undefined {
  if (!isRecord(raw)) return undefined;
  const { field, direction } = raw;
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  const column = columns.find((c) => c.key === field);
  return column && isSortable(column) ? { field: column.key, direction } : undefined;
}

/**
 * The table state restored from a user's stored JSON text. Invalid JSON gives the defaults;
 * invalid filters are skipped; the page size is mapped; a disabled list that hides a fixed
 * column, leaves more than 8 (or no) columns visible is discarded for the default one.
 */
export function sanitizeStoredSettings(
  json: string | null | undefined,
  columns: readonly ColumnMeta[],
  defaults: StateDefaults = {},
): TableState {
  const base = defaultTableState(columns, defaults);
  let raw: unknown;
  try {
    raw = json ? JSON.parse(json) : null;
  } catch {
    return base;
  }
  if (!isRecord(raw)) return base;
  const filters = Array.isArray(raw.filters)
    ? dropZeroParameterFilters(raw.filters.filter(isValidSavedFilter))
    : [];
  const known = new Set(columns.map((c) => c.key));
  const disabled = Array.isArray(raw.disabledColumns)
    ? [
        ...new Set(
          raw.disabledColumns.filter((k): k is string => typeof k === 'string' && known.has(k)),
        ),
      ]
    : null;
  return {
    page: 1,
    itemsPerPage: mapItemsPerPage(raw.itemsPerPage, base.itemsPerPage),
    search: typeof raw.search === 'string' ? raw.search : '',
    order: sanitizeOrder(raw.order, columns) ?? base.order,
    filters,
    disabledColumns:
      disabled && isValidColumnSelection(columns, disabled) ? disabled : base.disabledColumns,
  };
}

export const toTableFilter = (f: SavedFilter): TableFilter => ({
  field: f.selectedParameter.name,
  operator: f.selectedFilter as FilterOperator,
  value: f.filterValue,
});

/** The list query of the current state; `fixedFilters` (e.g. discardedResult eq true) always go first. */
export function toQueryArgs(
  state: TableState,
  fixedFilters: readonly TableFilter[] = [],
): TableQueryArgs {
  const args: TableQueryArgs = {
    page: state.page,
    itemsPerPage: state.itemsPerPage,
    pagination: true,
  };
  const search = state.search.trim();
  if (search) args.search = search;
  if (state.order) args.order = `${state.order.field}:${state.order.direction}`;
  const filters = [...fixedFilters, ...state.filters.map(toTableFilter)];
  if (filters.length) args.filter = JSON.stringify(filters);
  return args;
}

/** What saveListMetadata stores for the list. */
export function toSavedSettings(state: TableState): TableSettings {
  return {
    filters: state.filters,
    itemsPerPage: state.itemsPerPage,
    search: state.search,
    disabledColumns: state.disabledColumns,
    order: state.order,
  };
}
