/** The spinner with its text while a mailed link's token is being checked. */
import { Flex, Spin, Typography } from 'antd';

export function TokenProgress({ text }: { text: string }) {
  return (
    <Flex vertical align="center" gap={16} role="status" style={{ padding: '32px 0' }}>
      <Spin size="large" />
      <Typography.Text>{text}</Typography.Text>
    </Flex>
  );
}
