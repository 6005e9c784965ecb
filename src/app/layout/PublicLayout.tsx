import { useThemeToken } from '@/shared/ui/useThemeToken';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { ProductTitle } from '@/shared/ui/Logo';
import { SmallScreenNotice } from '@/shared/ui/SmallScreenNotice';
import { LAYOUT_COLORS } from '@/shared/ui/theme';
import { Footer } from './Footer';
import { CONTENT_MIN_HEIGHT, HEADER_HEIGHT } from './shellLayout';

/**
 * The shell for visitors (info pages, share views, not-found, the login): logo header, content,
 * footer. Plain elements drawn like antd's Layout (the signed-in shell's): antd's Layout would
 * bring its side bar into the login page's first load.
 */
export function PublicLayout() {
  const token = useThemeToken();
  return (
    <section
      className="public-layout"
      style={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100vh',
        background: LAYOUT_COLORS.bodyBg,
      }}
    >
      <header
        style={{
          display: 'flex',
          flex: '0 0 auto',
          alignItems: 'center',
          height: HEADER_HEIGHT,
          lineHeight: `${HEADER_HEIGHT}px`,
          paddingInline: 16,
          color: token.colorText,
          background: LAYOUT_COLORS.headerBg,
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        {/* antd styles the links inside its components only: no underline, like theirs */}
        <Link to={paths.root} title="Home" style={{ textDecoration: 'none' }}>
          <ProductTitle />
        </Link>
      </header>
      <SmallScreenNotice />
      <main
        style={{
          flex: 'auto',
          minHeight: CONTENT_MIN_HEIGHT,
          padding: 24,
          color: token.colorText,
        }}
      >
        <Outlet />
      </main>
      <Footer />
    </section>
  );
}
