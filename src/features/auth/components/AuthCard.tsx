/** The centred card of the auth screens: product title, the screen's heading, the content. */
import { Flex } from 'antd';
import { useThemeToken } from '@/shared/ui/useThemeToken';
import type { ReactNode } from 'react';
import { ProductTitle } from '@/shared/ui/Logo';

export interface AuthCardProps {
  /** The screen's name for assistive technology (the card is a labelled region). */
  label: string;
  /** A visible heading under the product title. */
  heading?: string;
  maxWidth?: number;
  /** Shown beside the card on wide screens, below it on narrow ones (the login's app banner). */
  aside?: ReactNode;
  children: ReactNode;
}

export function AuthCard({ label, heading, maxWidth = 440, aside, children }: AuthCardProps) {
  const token = useThemeToken();
  return (
    <Flex
      component="section"
      aria-label={label}
      justify="center"
      align="center"
      gap={32}
      wrap
      style={{ padding: '48px 16px' }}
    >
      {/* a plain panel: antd's Card would bring its tabs and skeleton into the login page's load */}
      <div
        style={{
          width: '100%',
          maxWidth,
          padding: 24,
          background: '#fff',
          border: '1px solid #f0f0f0',
          borderRadius: 8,
        }}
      >
        <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
          <ProductTitle size={48} as="h1" />
          {heading && (
            <h2
              style={{
                margin: 0,
                fontSize: token.fontSizeHeading4,
                fontWeight: token.fontWeightStrong,
                color: token.colorTextHeading,
              }}
            >
              {heading}
            </h2>
          )}
        </Flex>
        {children}
      </div>
      {aside}
    </Flex>
  );
}
