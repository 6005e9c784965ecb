/**
 * The parts of the monitoring screen, each drawn from one answer of getMonitoringData: the count
 * tiles, the chart cards (line over time, scans started and finished, new versus returning
 * users), the country map and the tables by country, by region and by parameter. Every table
 * and chart can be saved as a CSV file named after the view, its content and the range.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Statistic, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import type { MonitoringData } from '@/api';
import { saveFile } from '@/shared/lib/download';
import { formatCount } from '@/shared/lib/format';
import { PieChart, SeriesLineChart, StackedBarChart } from '@/shared/ui/ChartCard';
import { CountryMap } from '@/shared/ui/MapView';
import {
  activeUserSlices,
  chartPoints,
  countryCsvColumns,
  countryRows,
  csvBlob,
  csvFileName,
  figureTitles,
  lineSeries,
  periodCsvColumns,
  regionCsvColumns,
  regionRows,
  scanSeries,
  TILES,
  toCsv,
  viewOf,
  type CountryRow,
  type CsvColumn,
  type DayRange,
  type MonitoringView,
  type RegionRow,
} from '../utils/monitoring';

/** Scans started in the brand green, finished in the brand yellow. */
const SCAN_COLORS = { 'Scan Start': '#149b5f', 'Scan Finish': '#FFC832' };
const USER_COLORS = { 'New users': '#FFC832', 'Returning users': '#149b5f' };

interface ExportProps<T> {
  view: MonitoringView;
  range: DayRange;
  /** what the file holds, e.g. 'by country' (also names the button for screen readers) */
  what: string;
  columns: readonly CsvColumn<T>[];
  rows: readonly T[];
}

/** 'Export CSV' of one table or chart: every row, not just the page shown. */
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

function Panel({
  title,
  extra,
  children,
}: {
  title: string;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16, fontWeight: 600 }}>{title}</h2>}
      extra={extra}
      style={{ height: '100%' }}
    >
      {children}
    </Card>
  );
}

/** A panel whose data can be saved as CSV: 'Export CSV' beside its title. */
function ExportPanel<T>({
  title,
  children,
  ...exported
}: ExportProps<T> & { title: string; children: ReactNode }) {
  return (
    <Panel title={title} extra={<ExportCsvButton {...exported} />}>
      {children}
    </Panel>
  );
}

/** The seven counts up to today (independent of the range picked); '-' while loading. */
export function CountTiles({
  data,
  view,
}: {
  data: MonitoringData | undefined;
  view: MonitoringView;
}) {
  return (
    <section aria-label={`${viewOf(view).noun} counts`}>
      <Row gutter={[12, 12]}>
        {TILES.map((t) => (
          <Col key={t.key} xs={12} sm={8} md={6} xl={3} flex="1 1 0">
            <Card size="small" style={{ height: '100%' }}>
              <Statistic title={t.title} value={formatCount(data?.countData[t.key])} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

interface PanelsProps {
  data: MonitoringData;
  range: DayRange;
}

export function MonitoringPanels({ data, range }: PanelsProps) {
  const view = data.type;
  const noun = viewOf(view).noun;
  const line = lineSeries(data);
  const countries = countryRows(data);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={view === 'appDownload' ? 24 : 14}>
        <ExportPanel
          title={`${noun} over time`}
          view={view}
          range={range}
          what="over time"
          columns={periodCsvColumns(line.series)}
          rows={line.rows}
        >
          <SeriesLineChart data={chartPoints(line.series, line.rows)} yTitle={noun} />
        </ExportPanel>
      </Col>
      {view === 'totalScan' && <ScanBars data={data} range={range} />}
      {view === 'activeUser' && <UsersPie data={data} range={range} />}
      {countries.length > 0 && (
        <>
          <Col xs={24} xl={14}>
            <Panel title={`${noun} on the map`}>
              <CountryMap
                values={countries.map((r) => ({ country: r.country, value: r.total }))}
                valueLabel={noun}
              />
            </Panel>
          </Col>
          <Col xs={24} xl={10}>
            <RegionTable view={view} range={range} rows={regionRows(countries)} />
          </Col>
          <Col xs={24}>
            <CountryTable view={view} range={range} rows={countries} />
          </Col>
        </>
      )}
      {view === 'totalScan' && <ParameterTable data={data} range={range} />}
    </Row>
  );
}

function ScanBars({ data, range }: PanelsProps) {
  const scans = scanSeries(data);
  return (
    <Col xs={24} xl={10}>
      <ExportPanel
        title="Scan Start and Scan Finish"
        view={data.type}
        range={range}
        what="start and finish"
        columns={periodCsvColumns(scans.series)}
        rows={scans.rows}
      >
        <StackedBarChart
          data={chartPoints(scans.series, scans.rows)}
          colors={SCAN_COLORS}
          yTitle="Scans"
        />
      </ExportPanel>
    </Col>
  );
}

function UsersPie({ data, range }: PanelsProps) {
  const slices = activeUserSlices(data);
  return (
    <Col xs={24} xl={10}>
      <ExportPanel<NonNullable<MonitoringData['activeUsers']>>
        title="Active versus new users"
        view={data.type}
        range={range}
        what="active and new"
        columns={[
          { title: 'Active users', value: (u) => u.active },
          { title: 'New users', value: (u) => u.new },
        ]}
        rows={data.activeUsers ? [data.activeUsers] : []}
      >
        <PieChart data={slices} colors={USER_COLORS} />
      </ExportPanel>
    </Col>
  );
}

interface TablePanelProps<T> extends Omit<ExportProps<T>, 'columns'> {
  /** default: '{noun} {what}', e.g. 'App downloads by country' */
  title?: string;
  csvColumns: readonly CsvColumn<T>[];
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  /** rows a page; all on one page when not given */
  pageSize?: number;
}

/** A table in its card, with the CSV of all its rows. */
function TablePanel<T extends object>(props: TablePanelProps<T>) {
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
        pagination={pageSize ? { pageSize, showSizeChanger: false, hideOnSinglePage: true } : false}
      />
    </ExportPanel>
  );
}

interface TableProps<T> {
  view: MonitoringView;
  range: DayRange;
  rows: T[];
}

function figureColumns<T extends { first: number; second: number; total: number }>(
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
      filters: ['APAC', 'EMEA', 'LATAM', 'NA'].map((r) => ({ text: r, value: r })),
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

type ParameterRow = NonNullable<MonitoringData['parameterscanData']>[number];

function ParameterTable({ data, range }: PanelsProps) {
  return (
    <Col xs={24} xl={12}>
      <TablePanel<ParameterRow>
        title="Parameter scan count"
        view={data.type}
        range={range}
        what="per parameter"
        csvColumns={[
          { title: 'Parameter', value: (r) => r.name },
          { title: 'Scans', value: (r) => r.count },
        ]}
        rows={data.parameterscanData ?? []}
        rowKey="name"
        columns={[
          {
            key: 'name',
            title: 'Parameter',
            dataIndex: 'name',
            sorter: (a, b) => a.name.localeCompare(b.name),
          },
          {
            key: 'count',
            title: 'Scans',
            dataIndex: 'count',
            align: 'right',
            sorter: (a, b) => a.count - b.count,
            render: (v: number) => formatCount(v),
          },
        ]}
      />
    </Col>
  );
}
