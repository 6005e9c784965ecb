/** Shown where the service is blocked for the visitor's country (the footer is hidden here). */
import { Flex, Typography } from 'antd';
import { PageTitle } from '@/shared/ui/PageTitle';
import { PromoBanner } from '@/shared/ui/PromoBanner';

export const TEMP_BLOCK_TEXT =
  'This service is temporarily unavailable in your country. We are working on a fix. Thank you for your patience.';

export function TempBlockPage() {
  return (
    <Flex vertical align="center" gap={24} style={{ padding: '32px 0' }}>
      <PageTitle>Service unavailable</PageTitle>
      <Typography.Paragraph style={{ maxWidth: 560, textAlign: 'center', fontSize: 16 }}>
        {TEMP_BLOCK_TEXT}
      </Typography.Paragraph>
      <PromoBanner />
    </Flex>
  );
}
