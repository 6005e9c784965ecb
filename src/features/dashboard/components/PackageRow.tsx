import { Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '@/shared/lib/format';
import { serverNow } from '@/api';
import { percentLeft, replenishDate } from '../utils/packageRules';
import { PackageName } from './PackageName';
import type { TestStripPackage } from '@/api';

type Package = TestStripPackage;

/** One package: name, lot number, 'left / start' with a bar, and the replenish date. */
export function PackageRow({
  pkg,
  first,
  action,
}: {
  pkg: Package;
  first?: boolean;
  action?: ReactNode;
}) {
  const left = pkg.amount_of_test_strips_left;
  const percent = percentLeft(left, pkg.start_amount);
  return (
    <Flex
      role="listitem"
      aria-label={pkg.displayed_name || pkg.name}
      vertical
      gap={4}
      style={{ padding: '10px 0', borderTop: first ? undefined : '1px solid #f0f0f0' }}
    >
      <Flex align="center" justify="space-between" gap={8}>
        <Typography.Text strong>
          <PackageName pkg={pkg} />
        </Typography.Text>
        {action}
      </Flex>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text type="secondary">Lot number: {pkg.batch_number || '-'}</Typography.Text>
        <Typography.Text>
          {left} / {pkg.start_amount}
        </Typography.Text>
      </Flex>
      <Progress
        percent={percent}
        showInfo={false}
        size="small"
        status={percent <= 10 ? 'exception' : 'normal'}
        aria-label={`${left} of ${pkg.start_amount} test strips left`}
      />
      <Typography.Text type="secondary">
        Replenish date: {formatDate(replenishDate(left, serverNow()))}
      </Typography.Text>
    </Flex>
  );
}
