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
    // long values are cut (global.css .cell-clamp); a plain text keeps its whole value as title
    render: (_: unknown, row: Row) => {
      const value = cellValue(column, row);
      return (
        <div className="cell-clamp" title={typeof value === 'string' ? value : undefined}>
          {value}
        </div>
      );
    },
  }));
}
