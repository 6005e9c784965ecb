/**
 * Active versus new users, as a ring (active users view); its CSV holds the ring's slices, one
 * line each.
 */
import { Col } from 'antd';
import { PieChart } from '@/shared/ui/ChartCard';
import { activeUserSlices } from '../utils/monitoringRows';
import { ExportPanel } from './Panel';
import type { PanelsProps } from './panelProps';

const USER_COLORS = { 'Active users': '#149b5f', 'New users': '#FFC832' };

export function UsersPiePanel({ data, range }: PanelsProps) {
  const slices = activeUserSlices(data);
  return (
    <Col xs={24} xl={10}>
      <ExportPanel<(typeof slices)[number]>
        title="Active versus new users"
        view={data.type}
        range={range}
        what="active and new"
        columns={[
          { title: 'Users', value: (s) => s.label },
          { title: 'Count', value: (s) => s.value },
        ]}
        rows={slices}
      >
        <PieChart data={slices} colors={USER_COLORS} shares={false} />
      </ExportPanel>
    </Col>
  );
}
