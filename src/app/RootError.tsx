/**
 * The last line of defence: whatever a screen throws (or a lazy chunk that fails to load), the
 * page is never blank. It says what happened and offers Reload; with the mock server it also
 * offers 'Reset demo data', which reseeds the mock's store (the usual way out of data that a
 * screen cannot handle).
 */
import { ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RootError() {
  const error = useRouteError();
  return (
    <main style={{ padding: 48 }}>
      <Result
        status="error"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Something went wrong</h1>}
        subTitle="The page could not be shown. Reloading usually helps."
        extra={[
          <Button
            key="reload"
            type="primary"
            icon={<ReloadOutlined />}
            onClick={() => window.location.reload()}
          >
            Reload
          </Button>,
          __API_MOCK__ && (
            <Button
              key="reset"
              icon={<UndoOutlined />}
              onClick={() => window.location.assign('/?mockReset=1')}
            >
              Reset demo data
            </Button>
          ),
        ]}
      >
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Details: {describe(error)}
        </Typography.Paragraph>
      </Result>
    </main>
  );
}
