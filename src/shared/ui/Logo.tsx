import { Flex, Typography } from 'antd';
import { PRODUCT_NAME } from '@/shared/config/contacts';

const asset = (file: string) => `${import.meta.env.BASE_URL}${file}`;

export interface LogoProps {
  /** 'us' is the US/Canada variant used in the footer there. */
  variant?: 'default' | 'us';
  size?: number;
}

/** The product logo (a test strip with coloured pads), from public/. */
export function Logo({ variant = 'default', size = 32 }: LogoProps) {
  const us = variant === 'us';
  return (
    <img
      src={asset(us ? 'logo-us.svg' : 'logo.svg')}
      alt={us ? `${PRODUCT_NAME} Inc. logo` : `${PRODUCT_NAME} logo`}
      width={size}
      height={size}
    />
  );
}

/** Logo plus the product name with the registered mark (header, login page). */
export function ProductTitle({
  size = 32,
  level = 4,
}: {
  size?: number;
  level?: 1 | 2 | 3 | 4 | 5;
}) {
  return (
    <Flex align="center" gap={8}>
      <Logo size={size} />
      <Typography.Title level={level} style={{ margin: 0, whiteSpace: 'nowrap' }}>
        {PRODUCT_NAME}
        <sup>®</sup>
      </Typography.Title>
    </Flex>
  );
}
