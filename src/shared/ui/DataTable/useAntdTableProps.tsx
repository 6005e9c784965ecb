import { Empty, type PaginationProps, type TableProps } from 'antd';
import { useCallback, useMemo, type Key, type ReactNode } from 'react';
import { PAGE_SIZE_OPTIONS } from '@/domain/tableRules';
import type { SortOrder, TableState } from '@/shared/lib/tableQuery';

interface Source<Row> {
  state: TableState;
  actions: {
    setPage(page: number, itemsPerPage: number): void;
    setOrder(order: SortOrder | null): void;
  };
  total: number;
  isLoading: boolean;
  emptyText?: ReactNode;
  /** the selection, when rows can be selected */
  selection?: { keys: Key[]; select(keys: Key[], rows: Row[]): void };
}

/**
 * The props of antd's Table that follow the table state (sorting, the empty text, the row
 * selection) and of the pager below it. Each keeps its identity while nothing in it changed, so
 * that antd (and the memoised table) do not render again for a change they do not show.
 */
export function useAntdTableProps<Row>({
  state,
  actions,
  total,
  isLoading,
  emptyText,
  selection,
}: Source<Row>) {
  const { itemsPerPage, page } = state;
  const onChange = useCallback<NonNullable<TableProps<Row>['onChange']>>(
    (_pagination, _filters, sorter, extra) => {
      if (extra.action !== 'sort') return;
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      actions.setOrder(
        s?.order && s.columnKey !== undefined
          ? { field: String(s.columnKey), direction: s.order === 'ascend' ? 'asc' : 'desc' }
          : null,
      );
    },
    [actions],
  );
  // as antd's table shows its pager: a page past the last shows the last
  const pagination = useMemo<PaginationProps>(
    () => ({
      current: Math.min(page, Math.max(1, Math.ceil(total / itemsPerPage))),
      pageSize: itemsPerPage,
      total,
      showSizeChanger: true,
      pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
      onChange: (current, pageSize) => actions.setPage(current, pageSize),
    }),
    [page, itemsPerPage, total, actions],
  );
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
  const selectedKeys = selection?.keys;
  const select = selection?.select;
  const rowSelection = useMemo<TableProps<Row>['rowSelection']>(
    () =>
      selectedKeys && select
        ? { selectedRowKeys: selectedKeys, onChange: (keys, picked) => select(keys, picked) }
        : undefined,
    [selectedKeys, select],
  );
  return { table: { onChange, locale, rowSelection }, pagination };
}
