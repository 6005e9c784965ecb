import { ConfigProvider, Layout } from 'antd';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { SmallScreenNotice } from '@/shared/ui/SmallScreenNotice';
import { useWindowWidth } from '@/shared/ui/useWindowWidth';
import { AppHeader } from './AppHeader';
import { Footer } from './Footer';
import { MobileMenu } from './mobileMenuOnDemand';
import { CONTENT_MIN_HEIGHT, shellLayout } from './shellLayout';
import { SideNav } from './SideNav';

export interface AppShellProps {
  isAdmin: boolean;
  displayName: string;
  onLogout: () => void;
  /** The notification bell (regular users only). */
  bell?: ReactNode;
  children: ReactNode;
}

/** List screens use the wider small-screen breakpoint of tables (1423 px). */
const TABLE_ROUTES = [
  paths.results,
  paths.analyses,
  '/manage-share-links',
  '/admin/result-list',
  paths.adminUsers,
];
const isTableRoute = (pathname: string) =>
  TABLE_ROUTES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Cards on the narrowest phones: half the inner spacing (antd's default is 24 px). */
const NARROW_THEME = { components: { Card: { bodyPadding: 12, headerPadding: 12 } } };
const NO_CHANGE = {};

/**
 * The signed-in shell, without data access (AppLayout feeds it from the session): header,
 * side navigation (a drawer behind the menu button on narrow windows: shellLayout says when),
 * small-screen notice, content, footer.
 */
export function AppShell({ isAdmin, displayName, onLogout, bell, children }: AppShellProps) {
  const layout = shellLayout(useWindowWidth(), isAdmin);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader
        isAdmin={isAdmin}
        displayName={displayName}
        onLogout={onLogout}
        bell={bell}
        compact={layout.compact}
        onMenuClick={layout.drawer ? () => setMenuOpen(true) : undefined}
      />
      <SmallScreenNotice table={isTableRoute(pathname)} />
      <Layout>
        {layout.sideNav && (
          <Layout.Sider width={220} theme="light" style={{ borderInlineEnd: '1px solid #f0f0f0' }}>
            <SideNav isAdmin={isAdmin} />
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Content
            style={{ padding: layout.compact ? 12 : 24, minHeight: CONTENT_MIN_HEIGHT }}
          >
            {/* always there: a page keeps its state when the phone turns */}
            <ConfigProvider theme={layout.narrow ? NARROW_THEME : NO_CHANGE}>
              {children}
            </ConfigProvider>
          </Layout.Content>
          <Footer />
        </Layout>
      </Layout>
      {layout.drawer && (
        <MobileMenu
          isAdmin={isAdmin}
          entries={layout.drawer}
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
        />
      )}
    </Layout>
  );
}
