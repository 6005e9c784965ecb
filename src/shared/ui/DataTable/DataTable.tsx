import { Empty, Flex, Table, type TableProps } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { PAGE_SIZE_OPTIONS } from '@/domain/tableRules';
import {
  isFilterable,
  toQueryArgs,
  visibleColumns,
  type TableQueryArgs,
} from '@/shared/lib/tableQuery';
import { QueryState } from '@/shared/ui/QueryState';
import { toAntdColumns } from './antdColumns';
import { ColumnManagerModal } from './ColumnManagerModal';
import { FilterModal } from './FilterModal';
import { TableToolbar } from './TableToolbar';
import type { DataTableProps, ExportArgs, PersistMode } from './types';
import { useSelection } from './useSelection';
import { useInertMeasureRow } from './useInertMeasureRow';
import { useSettingsPersistence } from './useSettingsPersistence';
import { initialTableState, useTableState } from './useTableState';

type ModalState = { kind: 'filters' | 'columns' | null; n: number };

/**
 * Wide tables scroll sideways. antd scrolls the table body to its first row after every page,
 * sort or filter change, an animation of 450 ms that lays the page out on every frame; the body
 * never scrolls vertically here (no `scroll.y`), so it is always at its top: no animation.
 */
const SCROLL = { x: 'max-content', scrollToFirstRowOnChange: false } as const;

// A change of the page, the sort or the filters renders the table several times (the click,
// the request under way, the answer); antd's table, and the closed dialogs, render again only
// when their own props change.
const PageTable = memo(Table) as unknown as typeof Table;
const Filters = memo(FilterModal);
const Columns = memo(ColumnManagerModal);

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
  const mode: PersistMode = props.persist ?? (props.onSettingsChange ? 'stored' : 'none');
  const [state, actions] = useTableState(() =>
    initialTableState({
      columns,
      mode,
      settingsKey,
      storedSettings: props.storedSettings,
      defaults: { itemsPerPage: props.defaultItemsPerPage, order: props.defaultOrder },
    }),
  );
  useSettingsPersistence({ mode, settingsKey, state, onChange: props.onSettingsChange });

  const fixedKey = JSON.stringify(fixedFilters ?? []);
  const args = useMemo(() => toQueryArgs(state, JSON.parse(fixedKey)), [state, fixedKey]);
  const query = useQuery({ ...queryArgs, ...args } as TableQueryArgs & Extra);
  const selection = useSelection<Row>(`${JSON.stringify(args)}|${resetKey ?? ''}`);
  const shown = useMemo(
    () => visibleColumns(columns, state.disabledColumns),
    [columns, state.disabledColumns],
  );
  const antdColumns = useMemo(() => toAntdColumns(shown, state.order), [shown, state.order]);
  const [modal, setModal] = useState<ModalState>({ kind: null, n: 0 });
  const open = (kind: ModalState['kind']) => setModal((m) => ({ kind, n: m.n + 1 }));
  const close = useCallback(() => setModal((m) => ({ ...m, kind: null })), []);
  const tableArea = useInertMeasureRow<HTMLElement>();

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

  const getExportArgs = (): Omit<ExportArgs, 'format' | 'tzo'> => {
    const { search, order, filter } = args;
    return {
      pagination: false,
      ...(search && { search }),
      ...(order && { order }),
      ...(filter && { filter }),
      ...(selection.keys.length > 0 && { ids: selection.keys.join(',') }),
    };
  };

  const { itemsPerPage, page } = state;
  const onChange = useCallback<NonNullable<TableProps<Row>['onChange']>>(
    (pagination, _filters, sorter, extra) => {
      if (extra.action === 'paginate')
        actions.setPage(pagination.current ?? 1, pagination.pageSize ?? itemsPerPage);
      if (extra.action === 'sort') {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        actions.setOrder(
          s?.order && s.columnKey !== undefined
            ? { field: String(s.columnKey), direction: s.order === 'ascend' ? 'asc' : 'desc' }
            : null,
        );
      }
    },
    [actions, itemsPerPage],
  );
  // the props antd compares between renders keep their identity while nothing in them changed
  const pagination = useMemo(
    () => ({
      current: page,
      pageSize: itemsPerPage,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    }),
    [page, itemsPerPage, total],
  );
  const { isLoading } = query;
  const { emptyText, selectable } = props;
  const locale = useMemo(
    () => ({
      emptyText: isLoading ? (
        <span />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? 'No Data'} />
      ),
    }),
    [isLoading, emptyText],
  );
  const { keys: selectedKeys, select } = selection;
  const rowSelection = useMemo<TableProps<Row>['rowSelection']>(
    () =>
      selectable
        ? { selectedRowKeys: selectedKeys, onChange: (keys, picked) => select(keys, picked) }
        : undefined,
    [selectable, selectedKeys, select],
  );

  return (
    <Flex vertical gap={12} ref={tableArea}>
      <TableToolbar
        search={state.search}
        onSearch={actions.setSearch}
        filterCount={state.filters.length}
        onOpenFilters={() => open('filters')}
        onOpenColumns={() => open('columns')}
        exporter={exporter}
        getExportArgs={getExportArgs}
        searchable={props.searchable ?? true}
        filterable={columns.some(isFilterable)}
        extra={toolbar?.({
          selectedRowKeys: selection.keys,
          selectedRows: selection.rows,
          query: args,
          total,
          clearSelection: selection.clear,
          filters: state.filters,
          setFilters: actions.setFilters,
        })}
      />
      {query.isError && !query.isFetching ? (
        <QueryState isLoading={false} error onRetry={() => void query.refetch()} />
      ) : (
        <PageTable<Row>
          aria-label={props.ariaLabel ?? 'Table'}
          size="middle"
          rowKey={props.rowKey ?? ('id' as keyof Row & string)}
          columns={antdColumns}
          dataSource={rows}
          loading={query.isFetching}
          scroll={SCROLL}
          locale={locale}
          rowSelection={rowSelection}
          pagination={pagination}
          onChange={onChange}
        />
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
