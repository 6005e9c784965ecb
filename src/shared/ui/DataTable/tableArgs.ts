/**
 * The arguments a DataTable calls its list hook with, from its props alone: DataTable starts
 * from them, and a route's prefetch asks for the same first page before the table renders (one
 * request, one cache entry).
 */
import {
  toQueryArgs,
  type ColumnMeta,
  type TableQueryArgs,
  type TableState,
} from '@/shared/lib/tableQuery';
import type { DataTableProps, PersistMode } from './types';
import { initialTableState } from './useTableState';

/** What of a DataTable's props decides the arguments of its list hook. */
export type TableArgsProps<Extra extends object> = Pick<
  DataTableProps<unknown, Extra>,
  | 'queryArgs'
  | 'fixedFilters'
  | 'defaultOrder'
  | 'defaultItemsPerPage'
  | 'settingsKey'
  | 'storedSettings'
  | 'persist'
  | 'onSettingsChange'
> & { columns: readonly ColumnMeta[] };

export const persistModeOf = ({
  persist,
  onSettingsChange,
}: Pick<TableArgsProps<object>, 'persist' | 'onSettingsChange'>): PersistMode =>
  persist ?? (onSettingsChange ? 'stored' : 'none');

/** The state the table starts with (see initialTableState). */
export const startStateOf = (props: TableArgsProps<object>): TableState =>
  initialTableState({
    columns: props.columns,
    mode: persistModeOf(props),
    settingsKey: props.settingsKey,
    storedSettings: props.storedSettings,
    defaults: { itemsPerPage: props.defaultItemsPerPage, order: props.defaultOrder },
  });

/** The list hook's arguments: the caller's own (`queryArgs`) with the table's query over them. */
export const withQueryArgs = <Extra extends object>(
  queryArgs: Extra | undefined,
  args: TableQueryArgs,
) => ({ ...queryArgs, ...args }) as TableQueryArgs & Extra;

/** The arguments of the table's first request, as it will ask for them when it renders. */
export const firstListArgs = <Extra extends object>(props: TableArgsProps<Extra>) =>
  withQueryArgs(props.queryArgs, toQueryArgs(startStateOf(props), props.fixedFilters));
