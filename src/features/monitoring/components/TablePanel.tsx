/**
 * A table of the monitoring screen in its card, with the CSV of all its rows, and the sortable
 * figure columns the country and region tables share.
 */
import { Table, type TableColumnsType } from 'antd';
import { formatCount } from '@/shared/lib/format';
import type { CsvColumn } from '../utils/monitoringCsv';
import type { DayRange } from '../utils/monitoringRange';
import { figureTitles, viewOf, type MonitoringView } from '../utils/monitoringViews';
import type { ExportProps } from './ExportCsvButton';
import { ExportPanel } from './Panel';

interface TablePanelProps<T> extends Omit<ExportProps<T>, 'columns'> {
  /** default: '{noun} {what}', e.g. 'App downloads by country' */
  title?: string;
  csvColumns: readonly CsvColumn<T>[];
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** rows a page; all on one page when not given */
  pageSize?: number;
}

export function TablePanel<T extends object>(props: TablePanelProps<T>) {
  const { view, range, what, csvColumns, rows, rowKey, columns, pageSize } = props;
  return (
    <ExportPanel
      title={props.title ?? `${viewOf(view).noun} ${what}`}
      view={view}
      range={range}
      what={what}
      columns={csvColumns}
      rows={rows}
    >
      <Table<T>
        rowKey={rowKey}
        size="small"
        columns={columns}
        dataSource={[...rows]}
        // a phone: the table scrolls inside its card instead of widening the page
        scroll={{ x: 'max-content' }}
        pagination={pageSize ? { pageSize, showSizeChanger: false, hideOnSinglePage: true } : false}
      />
    </ExportPanel>
  );
}

/** What a table of rows by country or by region gets. */
export interface TableProps<T> {
  view: MonitoringView;
  range: DayRange;
  rows: T[];
}

/** The two figures and their total, right-aligned and sortable, titled per view. */
export function figureColumns<T extends { first: number; second: number; total: number }>(
  view: MonitoringView,
): TableColumnsType<T> {
  const t = figureTitles(view);
  const numeric = (key: 'first' | 'second' | 'total', title: string) => ({
    key,
    title,
    dataIndex: key,
    align: 'right' as const,
    sorter: (a: T, b: T) => a[key] - b[key],
    render: (v: number) => formatCount(v),
  });
  return [numeric('first', t.first), numeric('second', t.second), numeric('total', t.total)];
}
