import { Button, Flex } from 'antd';
import { useThemeToken } from '@/shared/ui/useThemeToken';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { copyrightLine, FEEDBACK_URL } from '@/shared/config/contacts';
import { useCountryCode } from '@/shared/config/countryCode';
import { paths } from '@/shared/config/paths';
import { Logo } from '@/shared/ui/Logo';
import { LAYOUT_COLORS } from '@/shared/ui/theme';

// The support form loads when first opened: the footer is on every page, the dialog rarely.
const SupportDialog = lazy(() =>
  import('@/shared/ui/SupportDialog').then((m) => ({ default: m.SupportDialog })),
);

/**
 * The footer of both shells: info links, Technical Support (dialog), Feedback (external) and the
 * copyright line with a logo, both differing for US/Canada. Hidden on the temporary-block page.
 */
export function Footer() {
  const { pathname } = useLocation();
  const { isUsOrCanada } = useCountryCode();
  const [supportOpen, setSupportOpen] = useState(false);
  const token = useThemeToken();
  if (pathname.startsWith(paths.info.tempBlock)) return null;

  return (
    // a plain footer drawn like antd's Layout.Footer: it is also on the login page, whose first
    // load does without antd's Layout
    <footer
      style={{
        flex: '0 0 auto',
        padding: '16px 24px',
        color: token.colorText,
        fontSize: token.fontSize,
        background: LAYOUT_COLORS.footerBg,
        borderTop: '1px solid #f0f0f0',
      }}
    >
      <Flex component="nav" aria-label="Footer" wrap align="center" justify="center" gap={4}>
        <Link to={paths.info.faq}>FAQs</Link>
        <Separator />
        <Link to={paths.info.howTo}>How-to</Link>
        <Separator />
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setSupportOpen(true)}
        >
          Technical Support
        </Button>
        <Separator />
        <a href={FEEDBACK_URL} target="_blank" rel="noopener noreferrer">
          Feedback
        </a>
        <Separator />
        <Link to={paths.info.termsOfUse}>Terms of Use</Link>
        <Separator />
        <Link to={paths.info.privacy}>Privacy Statement</Link>
        <Separator />
        <Link to={paths.info.imprint}>Imprint</Link>
      </Flex>
      <Flex align="center" justify="center" gap={8} style={{ marginTop: 12 }}>
        <Logo variant={isUsOrCanada ? 'us' : 'default'} size={24} />
        <span style={{ color: token.colorTextSecondary }}>{copyrightLine(isUsOrCanada)}</span>
      </Flex>
      {supportOpen && (
        <Suspense fallback={null}>
          <SupportDialog open onClose={() => setSupportOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}

const Separator = () => (
  <span aria-hidden style={{ color: '#8c8c8c' }}>
    |
  </span>
);
