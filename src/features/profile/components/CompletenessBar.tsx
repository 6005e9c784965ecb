/** How complete the profile is over its 14 fields (e-mail, names, company, segment). */
import { Flex, Progress, Typography } from 'antd';
import { profileCompleteness } from '../utils/profileRules';
import type { User } from '@/api';

/** antd's Progress renders role=progressbar with aria-valuenow and passes other props on. */
const LABEL: Record<string, string> = { 'aria-label': 'Profile completeness' };

export function CompletenessBar({ user }: { user: User }) {
  const { filled, total, percent } = profileCompleteness(user);
  return (
    <Flex vertical gap={2}>
      <Flex justify="space-between">
        <Typography.Text strong>Profile completeness</Typography.Text>
        <Typography.Text type="secondary">
          {filled} of {total} fields filled
        </Typography.Text>
      </Flex>
      <Progress
        percent={percent}
        strokeColor={percent === 100 ? '#149b5f' : '#FFC832'}
        {...LABEL}
      />
    </Flex>
  );
}
