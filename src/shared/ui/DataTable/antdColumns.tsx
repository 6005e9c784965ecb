import type { TableColumnsType } from 'antd';
import { isSortable, type SortOrder } from '@/shared/lib/tableQuery';
import { cellValue } from './cellValue';
import type { DataTableColumn } from './types';

/** antd columns of the visible columns, with the server order shown as the controlled sort. */
export function toAntdColumns<Row>(
  columns: readonly DataTableColumn<Row>[],
  order: SortOrder | null,
): TableColumnsType<Row> {
  return columns.map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    sorter: isSortable(column),
    sortOrder:
      order?.field === column.key
        ? order.direction === 'asc'
          ? ('ascend' as const)
          : ('descend' as const)
        : null,
    render: (_: unknown, row: Row) => cellValue(column, row),
  }));
}
