/**
 * The promotional banner that points visitors to the phone app: what the strip scanner is, a
 * phone illustration, 'Learn more' to the product website and the two store badges (images
 * shipped in public/promo; the login's first HTML preloads the phone, see vite.config.ts). It
 * makes no calls. Plain elements and antd's Button only: it sits on
 * the login page, whose first load has a budget.
 */
import { Button, Flex } from 'antd';
import { useThemeToken } from './useThemeToken';
import { visuallyHidden } from './visuallyHidden';
import { APP_LINKS } from '@/shared/config/appLinks';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

const STORE_BADGES = [
  { href: APP_LINKS.appStore, src: '/promo/app-store-badge.svg', alt: 'Download on the App Store' },
  { href: APP_LINKS.googlePlay, src: '/promo/google-play-badge.svg', alt: 'Get it on Google Play' },
];

export function PromoBanner() {
  const token = useThemeToken();
  return (
    <Flex
      component="aside"
      aria-labelledby="promo-heading"
      gap={20}
      align="center"
      wrap
      style={{
        maxWidth: 440,
        padding: 24,
        background: '#e6f4ec',
        borderRadius: 8,
      }}
    >
      <img src="/promo/phone.svg" alt="" width={96} height={180} />
      <Flex vertical gap={12} style={{ flex: '1 1 200px' }} align="start">
        <h2
          id="promo-heading"
          style={{
            margin: 0,
            fontSize: token.fontSizeHeading4,
            fontWeight: token.fontWeightStrong,
            color: token.colorTextHeading,
          }}
        >
          What is the StripScan® strip scanner?
        </h2>
        <p style={{ margin: 0 }}>
          The free phone app reads pH and nitrate test strips against the colour card in seconds.
          Every result you save appears here, ready to chart, map and share.
        </p>
        <Button href={APP_LINKS.productWebsite} {...external}>
          {/* 'Learn more' alone does not say where the link goes (Lighthouse's link text audit) */}
          Learn more<span style={visuallyHidden}> about the StripScan® app</span>
        </Button>
        <Flex gap={8} wrap>
          {STORE_BADGES.map((badge) => (
            <a key={badge.href} href={badge.href} {...external}>
              {/* below the card on a phone: fetched when scrolled into view */}
              <img src={badge.src} alt={badge.alt} width={135} height={40} loading="lazy" />
            </a>
          ))}
        </Flex>
      </Flex>
    </Flex>
  );
}
