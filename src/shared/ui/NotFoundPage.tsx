import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { paths } from '@/shared/config/paths';
import { useGoBack } from './useGoBack';
import { PageTitle } from './PageTitle';

/** The 404 page: back arrow, 'Page not found!' and why that may be. */
export function NotFoundPage() {
  const goBack = useGoBack(paths.root);
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
