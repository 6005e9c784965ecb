/** New versus returning users, as a pie (active users view). */
import { Col } from 'antd';
import type { MonitoringData } from '@/api';
import { PieChart } from '@/shared/ui/ChartCard';
import { activeUserSlices } from '../utils/monitoringRows';
import { ExportPanel } from './Panel';
import type { PanelsProps } from './panelProps';

const USER_COLORS = { 'New users': '#FFC832', 'Returning users': '#149b5f' };

export function UsersPiePanel({ data, range }: PanelsProps) {
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
