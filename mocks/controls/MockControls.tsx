/**
 * The mock server's control panel: a floating button at the bottom left (clear of the app's
 * own controls) that opens a drawer with the data, clock, latency, country, forced failures
 * and the outbox of sent mails. src/main.tsx loads it lazily, only when the app runs on the mock
 * (__API_MOCK__); `?mockPanel=open` opens it on start. When the stored data had to be reset on
 * start, the reason shows at the top of the page until it is closed.
 */
import { ExperimentOutlined } from '@ant-design/icons';
import { Alert, Drawer, FloatButton, Tabs } from 'antd';
import { useState } from 'react';
import { browserReload, type Reload } from './actions';
import { FailuresTab } from './FailuresTab';
import { OutboxTab, type OpenLink } from './OutboxTab';
import { takePanelOpenRequest } from './panelRequest';
import { SettingsTab } from './SettingsTab';
import { useMockStore } from './useMockStore';
import { dismissStoreNotice, storeNotice } from '../db/store';

export interface MockControlsProps {
  /** open the drawer at once (otherwise only when `?mockPanel=open` asked for it) */
  defaultOpen?: boolean;
  /** how a reseed or a country switch reloads the app (default: window.location.reload) */
  reload?: Reload;
  /** how an outbox link is opened (default: window.location.assign, same tab) */
  openLink?: OpenLink;
}

const assign: OpenLink = (href) => window.location.assign(href);

export function MockControls({
  defaultOpen,
  reload = browserReload,
  openLink = assign,
}: MockControlsProps) {
  const [open, setOpen] = useState(() => takePanelOpenRequest() || Boolean(defaultOpen));
  const { data, settings } = useMockStore();
  const failureCount = Object.keys(settings.failures).length;
  const notice = storeNotice();

  return (
    <>
      {notice && !open && (
        // why the stored data was reset, on the page until it is closed (then never again)
        <Alert
          type="warning"
          showIcon
          title={notice}
          closable={{ 'aria-label': 'Close the notice' }}
          onClose={dismissStoreNotice}
          style={{
            position: 'fixed',
            insetBlockStart: 16,
            insetInlineStart: '50%',
            transform: 'translateX(-50%)',
            width: 'min(560px, calc(100vw - 32px))',
            zIndex: 1100,
          }}
        />
      )}
      <FloatButton
        icon={<ExperimentOutlined />}
        // the badge's count is visible text, so the button's name carries it too
        aria-label={
          failureCount
            ? `Mock server controls: ${failureCount} forced ${failureCount === 1 ? 'failure' : 'failures'}`
            : 'Mock server controls'
        }
        tooltip="Mock server"
        badge={failureCount ? { count: failureCount, color: 'red' } : undefined}
        style={{ insetInlineStart: 24, insetInlineEnd: 'auto', bottom: 24 }}
        onClick={() => setOpen(true)}
      />
      <Drawer
        title="Mock server"
        placement="left"
        size={400}
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
      >
        {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 12 }} />}
        <Tabs
          size="small"
          items={[
            {
              key: 'settings',
              label: 'Settings',
              children: <SettingsTab settings={settings} reload={reload} />,
            },
            {
              key: 'failures',
              label: failureCount ? `Failures (${failureCount})` : 'Failures',
              children: <FailuresTab failures={settings.failures} />,
            },
            {
              key: 'outbox',
              label: `Outbox (${data.outbox.length})`,
              children: <OutboxTab outbox={data.outbox} openLink={openLink} />,
            },
          ]}
        />
      </Drawer>
    </>
  );
}
