/** The centred card of the auth screens: product title, the screen's heading, the content. */
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ProductTitle } from '@/shared/ui/Logo';

export interface AuthCardProps {
  /** The screen's name for assistive technology (the card is a labelled region). */
  label: string;
  /** A visible heading under the product title. */
  heading?: string;
  maxWidth?: number;
  children: ReactNode;
}

export function AuthCard({ label, heading, maxWidth = 440, children }: AuthCardProps) {
  return (
    <Flex component="section" aria-label={label} justify="center" style={{ padding: '48px 16px' }}>
      <Card style={{ width: '100%', maxWidth }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <ProductTitle size={48} level={2} />
          {heading && (
            <Typography.Title level={4} style={{ margin: 0 }}>
              {heading}
            </Typography.Title>
          )}
        </Flex>
        {children}
      </Card>
    </Flex>
  );
}
