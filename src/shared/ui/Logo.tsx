import { Flex } from 'antd';
import { useThemeToken } from './useThemeToken';
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

/**
 * Logo plus the product name with the registered mark. In the shells' headers it is branding,
 * not a heading (`as` 'span'); the auth screens make it their page heading ('h1'). Plain
 * elements styled from the theme: antd's Typography would add its editing and copying code to
 * the login page's first load.
 */
export function ProductTitle({
  size = 32,
  as: Tag = 'span',
}: {
  size?: number;
  as?: 'span' | 'h1';
}) {
  const token = useThemeToken();
  return (
    <Flex align="center" gap={8}>
      {/* the name follows, so the picture adds nothing to read out */}
      <img src={asset('logo.svg')} alt="" width={size} height={size} />
      <Tag
        style={{
          margin: 0,
          whiteSpace: 'nowrap',
          color: token.colorTextHeading,
          fontWeight: token.fontWeightStrong,
          fontSize: size >= 48 ? token.fontSizeHeading2 : token.fontSizeHeading4,
          lineHeight: 1.3,
        }}
      >
        {PRODUCT_NAME}
        <sup>®</sup>
      </Tag>
    </Flex>
  );
}
