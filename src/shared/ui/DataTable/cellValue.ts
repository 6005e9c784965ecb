import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './types';

export const DATE_TIME_FORMAT = 'MM/DD/YYYY hh:mm a';

/** Reads a value by dotted path (`parameter.name`); arrays on the way are mapped. */
export function getPath(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const key of path.split('.')) {
    if (Array.isArray(cur))
      cur = cur.map((item) => (item as Record<string, unknown> | null)?.[key]);
    else if (cur !== null && typeof cur === 'object') cur = (cur as Record<string, unknown>)[key];
    else return undefined;
  }
  return cur;
}

function format<Row>(column: DataTableColumn<Row>, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value))
    return value
      .map((v) => format(column, v))
      .filter(Boolean)
      .join(', ');
  if (column.type === 'date' && typeof value === 'number')
    return dayjs.unix(value).format(DATE_TIME_FORMAT);
  const option = column.enumOptions?.find((o) => o.value === value);
  if (option) return option.label;
  return typeof value === 'object' ? '' : String(value);
}

/** The default cell: the value at the column key, formatted by the column type. */
export function cellValue<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  return column.render ? column.render(row) : format(column, getPath(row, column.key));
}
