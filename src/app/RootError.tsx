/**
 * The last line of defence: whatever a screen throws (or a lazy chunk that fails to load), the
 * page is never blank. It says what happened and offers Reload; with the mock server it also
 * offers 'Reset demo data', which reseeds the mock's store (the usual way out of data that a
 * screen cannot handle). Plain markup and a button: it is part of every first load, so it
 * brings no illustrations. The error goes to the error reporting (sent where the host turns it
 * on); a route that does not exist is not an error of the app.
 */
import { ExclamationCircleFilled, ReloadOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportError } from '@/shared/monitoring/errorReports';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError({ kind: 'render', error, boundary: 'page' });
  }, [error]);
  return (
    <main style={{ padding: '64px 24px' }}>
      <Flex vertical align="center" gap={16} style={{ maxWidth: 560, margin: '0 auto' }}>
        <ExclamationCircleFilled style={{ fontSize: 48, color: '#c41d1f' }} aria-hidden />
        <h1 style={{ fontSize: 24, margin: 0 }}>Something went wrong</h1>
        <p style={{ margin: 0, textAlign: 'center' }}>
          The page could not be shown. Reloading usually helps.
        </p>
        <p style={{ margin: 0, textAlign: 'center', color: 'rgba(0, 0, 0, 0.62)' }}>
          Details: {describe(error)}
        </p>
        <Flex gap={8} wrap justify="center">
          <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
            Reload
          </Button>
          {__API_MOCK__ && (
            <Button icon={<UndoOutlined />} onClick={() => window.location.assign('/?mockReset=1')}>
              Reset demo data
            </Button>
          )}
        </Flex>
      </Flex>
    </main>
  );
}
