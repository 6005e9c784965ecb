import { Layout } from 'antd';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { ProductTitle } from '@/shared/ui/Logo';
import { SmallScreenNotice } from '@/shared/ui/SmallScreenNotice';
import { Footer } from './Footer';

/** The shell for visitors (info pages, share views, not-found): logo header, content, footer. */
export function PublicLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          display: 'flex',
          alignItems: 'center',
          paddingInline: 16,
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Link to={paths.root} title="Home">
          <ProductTitle />
        </Link>
      </Layout.Header>
      <SmallScreenNotice />
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
      <Footer />
    </Layout>
  );
}
