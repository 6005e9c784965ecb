/**
 * A tile of the admin home: a count with its title and icon ('-' while loading) that opens its
 * table, by click or by Enter or Space.
 */
import { Card, Flex, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { formatCount } from '@/shared/lib/format';

export function CountTile(props: {
  title: string;
  value: number | undefined;
  icon: ReactNode;
  onOpen: () => void;
}) {
  return (
    <Card
      hoverable
      role="link"
      tabIndex={0}
      onClick={props.onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          props.onOpen();
        }
      }}
      style={{ height: '100%' }}
    >
      <Flex align="center" gap={16}>
        <span style={{ fontSize: 28, color: '#0e7a49' }} aria-hidden>
          {props.icon}
        </span>
        <Statistic title={props.title} value={formatCount(props.value)} />
      </Flex>
    </Card>
  );
}
