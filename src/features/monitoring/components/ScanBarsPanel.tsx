/** Scans started and finished per period, as stacked bars (scans view). */
import { Col } from 'antd';
import { StackedBarChart } from '@/shared/ui/ChartCard';
import { periodCsvColumns } from '../utils/monitoringCsv';
import { chartPoints, scanSeries } from '../utils/monitoringSeries';
import { ExportPanel } from './Panel';
import type { PanelsProps } from './panelProps';

/** Scans started in the brand green, finished in the brand yellow. */
const SCAN_COLORS = { 'Scan Start': '#149b5f', 'Scan Finish': '#FFC832' };

export function ScanBarsPanel({ data, range }: PanelsProps) {
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
