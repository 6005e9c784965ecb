/** 'Export CSV' of one table or chart: every row, not just the page shown. */
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { saveFile } from '@/shared/lib/download';
import { csvBlob, csvFileName, toCsv, type CsvColumn } from '../utils/monitoringCsv';
import type { DayRange } from '../utils/monitoringRange';
import { viewOf, type MonitoringView } from '../utils/monitoringViews';

export interface ExportProps<T> {
  view: MonitoringView;
  range: DayRange;
  /** what the file holds, e.g. 'by country' (also names the button for screen readers) */
  what: string;
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
}

export function ExportCsvButton<T>({ view, range, what, columns, rows }: ExportProps<T>) {
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      aria-label={`Export CSV: ${viewOf(view).noun} ${what}`}
      disabled={!rows.length}
      onClick={() => saveFile(csvBlob(toCsv(columns, rows)), csvFileName(view, what, range))}
    >
      Export CSV
    </Button>
  );
}
