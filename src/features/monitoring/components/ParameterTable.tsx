/** The scans per parameter, sortable (scans view). */
import { Col } from 'antd';
import type { MonitoringData } from '@/api';
import { formatCount } from '@/shared/lib/format';
import type { PanelsProps } from './panelProps';
import { TablePanel } from './TablePanel';

type ParameterRow = NonNullable<MonitoringData['parameterscanData']>[number];

export function ParameterTable({ data, range }: PanelsProps) {
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
