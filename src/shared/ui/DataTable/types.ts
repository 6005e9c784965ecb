import type { Key, ReactNode } from 'react';
import type { ExportFormat, TableSettings } from '@/api';
import type {
  ColumnMeta,
  SavedFilter,
  SortOrder,
  TableFilter,
  TableQueryArgs,
} from '@/shared/lib/tableQuery';

export type { TableQueryArgs } from '@/shared/lib/tableQuery';

export interface EnumOption {
  label: string;
  value: string | number;
  /** e.g. parameters a non-admin has not tested yet. */
  disabled?: boolean;
}

/** One column: `key` is the server field path used for sorting, filtering and the default cell. */
export interface DataTableColumn<Row> extends ColumnMeta {
  /** Choices of the filter value for 'enum' and 'enumLike' columns (and the default cell label). */
  enumOptions?: EnumOption[];
  /** Cell content; default: the value at `key` (dates as MM/DD/YYYY hh:mm a, enums by label). */
  render?: (row: Row) => ReactNode;
  width?: number | string;
}

export interface HydraPage<Row> {
  'hydra:member': Row[];
  'hydra:totalItems': number;
}

/** The part of an RTK Query hook result the table uses. */
export interface TableQueryResult<Row> {
  data?: HydraPage<Row>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  /** the failed call, said in place with Retry */
  error?: unknown;
  refetch: () => unknown;
}

/**
 * A list query hook: any RTK Query hook whose result has these fields fits (a generated
 * `useList...Query`, or a stand-in in stories). `Extra` are caller arguments such as `{ id }`.
 */
export type TableQueryHook<Row, Extra extends object> = (
  args: TableQueryArgs & Extra,
) => TableQueryResult<Row>;

/** What an export receives: the current query (no paging) plus the time-zone offset and selection. */
export interface ExportArgs {
  format: ExportFormat;
  pagination: false;
  search?: string;
  order?: string;
  filter?: string;
  /** `new Date().getTimezoneOffset()` in minutes. */
  tzo: number;
  /** Comma-separated ids of the selected rows, when rows are selected. */
  ids?: string;
}

export interface DataTableExporter {
  /** Offered formats, in menu order (default xlsx, csv, zip). */
  formats?: readonly ExportFormat[];
  /** Fetches the file, e.g. `(a) => dispatch(exportsApi.endpoints.exportResults.initiate(a, { subscribe: false })).unwrap()`. */
  trigger: (args: ExportArgs) => Promise<Blob>;
  /** File name without extension when the server names none (default 'export'). */
  fileName?: string;
}

export interface ToolbarContext<Row> {
  selectedRowKeys: Key[];
  selectedRows: Row[];
  /** The query of the current page (page, size, search, order, filter). */
  query: TableQueryArgs;
  /** Rows matching the query on all pages (0 while loading). */
  total: number;
  clearSelection: () => void;
  /** The filters applied now, and a way to replace them (e.g. 'All parameter'). */
  filters: SavedFilter[];
  setFilters: (filters: SavedFilter[]) => void;
  /** The table is narrow (a phone): actions take as little room as they can. */
  narrow: boolean;
}

/**
 * Where the settings live. 'stored': the table starts from `storedSettings` and hands every change
 * to `onSettingsChange` (500 ms after the last one, and at once when the table closes with one
 * pending); the caller keeps them (SettingsDataTable in entities/list-settings saves them on the
 * user's record). 'local': only the page size, in localStorage under `settingsKey` (anonymous share
 * views). 'none': nothing kept. Default: 'stored' when `onSettingsChange` is given, else 'none'.
 */
export type PersistMode = 'stored' | 'local' | 'none';

export interface DataTableProps<Row, Extra extends object> {
  /** The columns: what each shows, and how it sorts and filters (a stable array). */
  columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The list hook of the endpoint (e.g. `useListResultsQuery`), called with the table's query. */
  useQuery: TableQueryHook<Row, Extra>;
  /** Extra arguments of the list hook, e.g. `{ id: analysisId }`. */
  queryArgs?: Extra;
  /** Row id: a property name or a function (default 'id'). */
  rowKey?: (keyof Row & string) | ((row: Row) => Key);
  /** The localStorage key of 'local' settings. */
  settingsKey?: string;
  /** The saved settings (JSON text) a 'stored' table starts from, read once on mount. */
  storedSettings?: string | null;
  /** Where the settings live: 'stored', 'local' or 'none' (see PersistMode). */
  persist?: PersistMode;
  /** Receives the settings of a 'stored' table to keep. */
  onSettingsChange?: (settings: TableSettings) => void;
  /** Filters always sent and never shown, e.g. `{ field: 'discardedResult', operator: 'eq', value: true }`. */
  fixedFilters?: ReadonlyArray<TableFilter>;
  /** The order when nothing is stored, e.g. `{ field: 'sampleCreationDate', direction: 'desc' }`. */
  defaultOrder?: SortOrder | null;
  /** Page size when nothing is stored (default 20). */
  defaultItemsPerPage?: number;
  /** Rows can be selected (checkboxes), for the toolbar's actions on them. */
  selectable?: boolean;
  /** Change it (e.g. the ids just deleted) to clear the selection. */
  resetKey?: string | number;
  /** Buttons beside the search and filters, given the selected rows. */
  toolbar?: (ctx: ToolbarContext<Row>) => ReactNode;
  /** The Export button's file: how to fetch it and its name. */
  exporter?: DataTableExporter;
  /** What an empty list says. */
  emptyText?: ReactNode;
  /** Accessible name of the table (default 'Table'). */
  ariaLabel?: string;
  /**
   * False for a list whose server call takes no search (e.g. share links): no search box. The
   * Filters button shows only when a column is filterable.
   */
  searchable?: boolean;
}
