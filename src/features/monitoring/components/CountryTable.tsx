/** The figures by country (10 a page), sortable, filterable by region. */
import type { TableColumnsType } from 'antd';
import { countryCsvColumns } from '../utils/monitoringCsv';
import type { CountryRow } from '../utils/monitoringRows';
import { REGIONS } from '../utils/monitoringViews';
import { figureColumns, TablePanel, type TableProps } from './TablePanel';

export function CountryTable({ view, range, rows }: TableProps<CountryRow>) {
  const columns: TableColumnsType<CountryRow> = [
    {
      key: 'country',
      title: 'Country',
      dataIndex: 'country',
      sorter: (a, b) => a.country.localeCompare(b.country),
    },
    ...figureColumns<CountryRow>(view),
    {
      key: 'region',
      title: 'Region',
      dataIndex: 'region',
      filters: REGIONS.map((r) => ({ text: r, value: r })),
      onFilter: (value, row) => row.region === value,
    },
  ];
  return (
    <TablePanel<CountryRow>
      view={view}
      range={range}
      what="by country"
      csvColumns={countryCsvColumns(view)}
      rows={rows}
      rowKey="country"
      columns={columns}
      pageSize={10}
    />
  );
}
