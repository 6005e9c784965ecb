/** The figures summed per sales region. */
import type { TableColumnsType } from 'antd';
import { regionCsvColumns } from '../utils/monitoringCsv';
import type { RegionRow } from '../utils/monitoringRows';
import { figureColumns, TablePanel, type TableProps } from './TablePanel';

export function RegionTable({ view, range, rows }: TableProps<RegionRow>) {
  const columns: TableColumnsType<RegionRow> = [
    { key: 'region', title: 'Region', dataIndex: 'region' },
    ...figureColumns<RegionRow>(view),
  ];
  return (
    <TablePanel<RegionRow>
      view={view}
      range={range}
      what="by region"
      csvColumns={regionCsvColumns(view)}
      rows={rows}
      rowKey="region"
      columns={columns}
    />
  );
}
