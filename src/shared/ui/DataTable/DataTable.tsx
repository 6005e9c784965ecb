import { Flex, Pagination, Spin, Table } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { isFilterable, toQueryArgs, visibleColumns } from '@/shared/lib/tableQuery';
import { QueryState } from '@/shared/ui/QueryState';
import { useNarrow } from '@/shared/ui/useNarrow';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';
import { toAntdColumns } from './antdColumns';
import { ColumnDialog, FilterDialog } from './dialogs';
import { TableToolbar } from './TableToolbar';
import { persistModeOf, startStateOf, withQueryArgs } from './tableArgs';
import type { DataTableProps, ExportArgs } from './types';
import { useAntdTableProps } from './useAntdTableProps';
import { useSelection } from './useSelection';
import { useSideScroll } from './useSideScroll';
import { useSettingsPersistence } from './useSettingsPersistence';
import { useTableState } from './useTableState';

type ModalState = { kind: 'filters' | 'columns' | null; n: number };

/** Below this width (px) of the table's card, as on a phone, the toolbar takes its narrow form. */
export const NARROW_TABLE = 600;

/**
 * The pager and the loading state sit around antd's table, as antd places them (the pager at the
 * end below the table, the spinner over both), not in it: antd renders every row again whenever
 * its table renders, so a click on the pager, or the request under way, would render the rows
 * still shown. The table renders when its rows, columns or selection change.
 */
const PAGER_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  rowGap: 8,
  justifyContent: 'flex-end',
  margin: '16px 0',
} as const;

// A change of the page, the sort or the filters renders the table several times (the click,
// the request under way, the answer); antd's table, the toolbar and the closed dialogs render
// again only when their own props change.
const PageTable = memo(Table) as unknown as typeof Table;
const Filters = memo(FilterDialog);
const Toolbar = memo(TableToolbar);
const Columns = memo(ColumnDialog);

/**
 * The one server-driven table of the product: search, filters, column selection, sorting,
 * pagination, selection and export, with its settings kept per list. Only the current page is
 * fetched and rendered. Pass `columns` as a stable (module-level or memoised) array.
 */
export function DataTable<Row extends object, Extra extends object = Record<never, never>>(
  props: DataTableProps<Row, Extra>,
) {
  const { columns, useQuery, queryArgs, settingsKey, fixedFilters, resetKey, exporter, toolbar } =
    props;
  const mode = persistModeOf(props);
  // the same start and arguments as a route's prefetch of the list (firstListArgs)
  const [state, actions] = useTableState(() => startStateOf(props));
  useSettingsPersistence({ mode, settingsKey, state, onChange: props.onSettingsChange });

  const fixedKey = JSON.stringify(fixedFilters ?? []);
  const args = useMemo(() => toQueryArgs(state, JSON.parse(fixedKey)), [state, fixedKey]);
  const query = useDeferredQuery(useQuery(withQueryArgs(queryArgs, args)));
  const selection = useSelection<Row>(`${JSON.stringify(args)}|${resetKey ?? ''}`);
  const shown = useMemo(
    () => visibleColumns(columns, state.disabledColumns),
    [columns, state.disabledColumns],
  );
  const antdColumns = useMemo(() => toAntdColumns(shown, state.order), [shown, state.order]);
  const [modal, setModal] = useState<ModalState>({ kind: null, n: 0 });
  const openFilters = useCallback(() => setModal((m) => ({ kind: 'filters', n: m.n + 1 })), []);
  const openColumns = useCallback(() => setModal((m) => ({ kind: 'columns', n: m.n + 1 })), []);
  const close = useCallback(() => setModal((m) => ({ ...m, kind: null })), []);
  const filterable = useMemo(() => columns.some(isFilterable), [columns]);
  const { ref: frame, narrow } = useNarrow<HTMLElement>(NARROW_TABLE);

  // While a new page size loads, the previous answer may hold more rows than the new page. The
  // same rows stay the same array, so antd does not render them again while the next page loads.
  const { data } = query;
  const rows = useMemo(
    () => (data?.['hydra:member'] ?? []).slice(0, state.itemsPerPage),
    [data, state.itemsPerPage],
  );
  const total = data?.['hydra:totalItems'] ?? 0;
  const pastEnd = !query.isFetching && rows.length === 0 && total > 0 && state.page > 1;
  useEffect(() => {
    if (pastEnd) actions.setPage(Math.ceil(total / state.itemsPerPage), state.itemsPerPage);
  }, [pastEnd, total, state.itemsPerPage, actions]);

  const { keys: selectedKeys, rows: selectedRows, clear: clearSelection } = selection;
  const getExportArgs = useCallback((): Omit<ExportArgs, 'format' | 'tzo'> => {
    const { search, order, filter } = args;
    return {
      pagination: false,
      ...(search && { search }),
      ...(order && { order }),
      ...(filter && { filter }),
      ...(selectedKeys.length > 0 && { ids: selectedKeys.join(',') }),
    };
  }, [args, selectedKeys]);
  const extra = useMemo(
    () =>
      toolbar?.({
        selectedRowKeys: selectedKeys,
        selectedRows,
        query: args,
        total,
        clearSelection,
        filters: state.filters,
        setFilters: actions.setFilters,
        narrow,
      }),
    [
      toolbar,
      selectedKeys,
      selectedRows,
      args,
      total,
      clearSelection,
      state.filters,
      actions,
      narrow,
    ],
  );
  const { table: tableProps, pagination } = useAntdTableProps<Row>({
    state,
    actions,
    total,
    isLoading: query.isLoading,
    emptyText: props.emptyText,
    selection: props.selectable ? selection : undefined,
  });
  const sideScroll = useSideScroll();

  return (
    <Flex vertical gap={12} ref={frame}>
      <Toolbar
        search={state.search}
        onSearch={actions.setSearch}
        filterCount={state.filters.length}
        onOpenFilters={openFilters}
        onOpenColumns={openColumns}
        exporter={exporter}
        getExportArgs={getExportArgs}
        searchable={props.searchable ?? true}
        filterable={filterable}
        extra={extra}
        narrow={narrow}
      />
      {query.isError && !query.isFetching ? (
        <QueryState
          isLoading={false}
          error={query.error ?? true}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Spin spinning={query.isFetching}>
          <sideScroll.Provider value={sideScroll.report}>
            <PageTable<Row>
              aria-label={props.ariaLabel ?? 'Table'}
              size="middle"
              rowKey={props.rowKey ?? ('id' as keyof Row & string)}
              columns={antdColumns}
              dataSource={rows}
              pagination={false}
              {...sideScroll.tableProps}
              {...tableProps}
            />
          </sideScroll.Provider>
          {total > 0 && (
            <Pagination
              className="ant-table-pagination ant-table-pagination-end"
              style={PAGER_STYLE}
              size="small"
              {...pagination}
            />
          )}
        </Spin>
      )}
      <Filters
        key={`f${modal.n}`}
        open={modal.kind === 'filters'}
        columns={columns}
        filters={state.filters}
        onApply={actions.setFilters}
        onClose={close}
      />
      <Columns
        key={`c${modal.n}`}
        open={modal.kind === 'columns'}
        columns={columns}
        disabledColumns={state.disabledColumns}
        onApply={actions.setDisabledColumns}
        onClose={close}
      />
    </Flex>
  );
}
