import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { PageTitle } from './PageTitle';

/**
 * Whether there is an earlier entry of this app to go back to: the browser router keeps an index
 * in history.state (0 for the first entry, also after a redirect with replace); a memory router
 * has none, there the first location carries the key 'default'.
 */
function useCanGoBack(): boolean {
  const { key } = useLocation();
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : key !== 'default';
}

/** The 404 page: back arrow, 'Page not found!' and why that may be. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const hasHistory = useCanGoBack();
  const goBack = () => (hasHistory ? navigate(-1) : navigate(paths.root, { replace: true }));
  return (
    <div style={{ padding: 24 }}>
      <Button type="text" icon={<ArrowLeftOutlined />} aria-label="Back" onClick={goBack} />
      <Result
        status="404"
        title={<PageTitle style={{ textAlign: 'center' }}>Page not found!</PageTitle>}
        subTitle="Sorry, the page you are looking for does not exist. Maybe there is a typo in the url or the resource is gone."
      />
    </div>
  );
}
