import { Empty, Flex, Table, type TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
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
  const close = () => setModal((m) => ({ ...m, kind: null }));
  const tableArea = useInertMeasureRow<HTMLElement>();

  // While a new page size loads, the previous answer may hold more rows than the new page.
  const rows = (query.data?.['hydra:member'] ?? []).slice(0, state.itemsPerPage);
  const total = query.data?.['hydra:totalItems'] ?? 0;
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

  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'paginate')
      actions.setPage(pagination.current ?? 1, pagination.pageSize ?? state.itemsPerPage);
    if (extra.action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      actions.setOrder(
        s?.order && s.columnKey !== undefined
          ? { field: String(s.columnKey), direction: s.order === 'ascend' ? 'asc' : 'desc' }
          : null,
      );
    }
  };

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
        <Table<Row>
          aria-label={props.ariaLabel ?? 'Table'}
          size="middle"
          rowKey={props.rowKey ?? ('id' as keyof Row & string)}
          columns={antdColumns}
          dataSource={rows}
          loading={query.isFetching}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: query.isLoading ? (
              <span />
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={props.emptyText ?? 'No Data'}
              />
            ),
          }}
          rowSelection={
            props.selectable
              ? {
                  selectedRowKeys: selection.keys,
                  onChange: (keys, picked) => selection.select(keys, picked),
                }
              : undefined
          }
          pagination={{
            current: state.page,
            pageSize: state.itemsPerPage,
            total,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          }}
          onChange={onChange}
        />
      )}
      <FilterModal
        key={`f${modal.n}`}
        open={modal.kind === 'filters'}
        columns={columns}
        filters={state.filters}
        onApply={actions.setFilters}
        onClose={close}
      />
      <ColumnManagerModal
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
