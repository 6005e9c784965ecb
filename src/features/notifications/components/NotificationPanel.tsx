/**
 * The notification panel the bell opens (spec 2, sections 2-4): the list view with 'New
 * notifications' and 'Previous notifications', or one notification (the one view of a
 * broadcast, src/entities/broadcast) with a Back button.
 * A notification becomes read on its check icon or when it is opened. The list is the bell's
 * polled query (same cache entry), so a newly sent broadcast shows up with the next poll.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useListNotificationsQuery } from '@/api';
import { BroadcastView } from '@/entities/broadcast/BroadcastView';
import { QueryState } from '@/shared/ui/QueryState';
import { useMarkNotificationRead } from '../hooks/useMarkNotificationRead';
import type { Notification } from '../lib/groupNotifications';
import { NotificationList } from './NotificationList';
import { PANEL_BOX } from './panelBox';

export function NotificationPanel() {
  const { data, isLoading, error, refetch } = useListNotificationsQuery();
  const { markRead, isMarking } = useMarkNotificationRead();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const list = data?.['hydra:member'] ?? [];
  const keyOf = (n: Notification) => `${n.type}-${n.id}`;
  const opened = openKey ? list.find((n) => keyOf(n) === openKey) : undefined;

  const open = (n: Notification) => {
    setOpenKey(keyOf(n));
    void markRead(n);
  };

  return (
    <div role="region" aria-label="Notifications" style={PANEL_BOX}>
      {!opened && (
        <Typography.Title level={4} style={{ fontSize: 16, margin: '0 0 8px' }}>
          Notifications
        </Typography.Title>
      )}
      <div style={{ maxHeight: 420, overflowY: 'auto', paddingInlineEnd: 4 }}>
        <QueryState isLoading={isLoading} error={!data && error} onRetry={refetch} minHeight={120}>
          {opened ? (
            <article aria-label={opened.title}>
              <Button
                type="link"
                icon={<ArrowLeftOutlined />}
                aria-label="Back"
                onClick={() => setOpenKey(null)}
                style={{ paddingInline: 0, marginBottom: 4 }}
              >
                Back
              </Button>
              <BroadcastView broadcast={opened} headingLevel={5} showSent compact />
            </article>
          ) : (
            <NotificationList
              notifications={list}
              onOpen={open}
              onMarkRead={(n) => void markRead(n)}
              isMarking={isMarking}
            />
          )}
        </QueryState>
      </div>
    </div>
  );
}
