/**
 * A card of the monitoring screen with its title as a heading; ExportPanel adds 'Export CSV' of
 * its data beside the title.
 */
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { ExportCsvButton, type ExportProps } from './ExportCsvButton';

export function Panel({
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

export function ExportPanel<T>({
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
