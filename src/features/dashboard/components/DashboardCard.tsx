import { Card } from 'antd';
import type { ReactNode } from 'react';
import { CardErrorBoundary } from '@/shared/ui/CardErrorBoundary';

export interface DashboardCardProps {
  title: ReactNode;
  /** Accessible name of the card's region (default: the title when it is text). */
  label?: string;
  /** Header actions (links); kept outside the boundary, so keep them simple. */
  extra?: ReactNode;
  /** Called by the boundary's Reload before the content mounts again (e.g. a refetch). */
  onReset?: () => void;
  children: ReactNode;
}

/** One dashboard card: a titled region whose content crashes alone ('An error occurred.' + Reload). */
export function DashboardCard({ title, label, extra, onReset, children }: DashboardCardProps) {
  const name = label ?? (typeof title === 'string' ? title : undefined);
  return (
    <Card
      title={title}
      extra={extra}
      role="region"
      aria-label={name}
      style={{ height: '100%' }}
      styles={{ body: { paddingTop: 16 } }}
    >
      <CardErrorBoundary onReset={onReset}>{children}</CardErrorBoundary>
    </Card>
  );
}
