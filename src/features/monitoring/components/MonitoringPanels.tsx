/**
 * The parts of the monitoring screen below the count tiles, each drawn from one answer of
 * getMonitoringData: the line over time, the view's own chart (scans started and finished,
 * active versus new users), the country map and the tables by country, by region and by
 * parameter. Every table and chart can be saved as a CSV file named after the view, its content
 * and the range.
 */
import { Col, Row } from 'antd';
import { SeriesLineChart } from '@/shared/ui/ChartCard';
import { CountryMap } from '@/shared/ui/MapView';
import { periodCsvColumns } from '../utils/monitoringCsv';
import { countryRows, regionRows } from '../utils/monitoringRows';
import { chartPoints, lineSeries } from '../utils/monitoringSeries';
import { viewOf } from '../utils/monitoringViews';
import { CountryTable } from './CountryTable';
import { ExportPanel, Panel } from './Panel';
import type { PanelsProps } from './panelProps';
import { ParameterTable } from './ParameterTable';
import { RegionTable } from './RegionTable';
import { ScanBarsPanel } from './ScanBarsPanel';
import { UsersPiePanel } from './UsersPiePanel';

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
      {view === 'totalScan' && <ScanBarsPanel data={data} range={range} />}
      {view === 'activeUser' && <UsersPiePanel data={data} range={range} />}
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
