/**
 * Welcome: the greeting and the latest 'What's New' broadcast (the newest sent notification)
 * with its 'Learn more' dialog, or a sentence saying there is no news yet. Opening the dialog
 * marks the notification read, as the panel does.
 */
import { NotificationOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  useListNotificationsQuery,
  useReadNotificationMutation,
  type BroadcastNotification,
} from '@/api';
import { useSession } from '@/entities/session';
import { displayNameOf } from '@/domain/displayName';
import { formatDate } from '@/shared/lib/format';
import { onDemand } from '@/shared/ui/onDemand';
import { QueryState } from '@/shared/ui/QueryState';
import { BRAND_GREEN_TEXT } from '@/shared/ui/theme';
import { useHeadingLook } from './headingLook';
import { htmlToText } from './htmlToText';

type Notification = BroadcastNotification;

/** Shown to a user who has been sent no notification yet. */
export const NO_NEWS =
  "You currently don't have notifications. News of new parameters and features will appear here.";

/**
 * The height of the What's New box with a two-line text (padding, heading row, title, text,
 * button and the gaps between): the loading area holds it, so the cards below stay in place
 * when the news arrives.
 */
const WHATS_NEW_HEIGHT = 178;

// the news in full opens on a click: its dialog (the broadcast's view) loads then
const WhatsNewDialog = onDemand(() => import('./WhatsNewDialog').then((m) => m.WhatsNewDialog));

export function WelcomeCard() {
  const { user } = useSession();
  const look = useHeadingLook(3);
  const query = useListNotificationsQuery();
  const latest = query.data?.['hydra:member'][0];
  return (
    <Flex vertical gap={16}>
      {/* a long name is cut after two lines */}
      <Typography.Title level={2} style={look} ellipsis={{ rows: 2 }}>
        Welcome back, {user ? displayNameOf(user) : ''}!
      </Typography.Title>
      <QueryState
        isLoading={query.isLoading}
        error={query.error}
        onRetry={query.refetch}
        isEmpty={!latest}
        emptyText={NO_NEWS}
        minHeight={WHATS_NEW_HEIGHT}
      >
        {latest && <WhatsNew notification={latest} />}
      </QueryState>
    </Flex>
  );
}

function WhatsNew({ notification }: { notification: Notification }) {
  const [open, setOpen] = useState(false);
  const [markRead] = useReadNotificationMutation();
  const look = useHeadingLook(5);
  const learnMore = () => {
    setOpen(true);
    if (!notification.isRead) {
      markRead({ type: notification.type, id: notification.id }).catch(() => undefined);
    }
  };
  return (
    <Flex
      vertical
      gap={8}
      style={{ background: 'rgba(20, 155, 95, 0.06)', borderRadius: 8, padding: 16 }}
    >
      <Flex align="center" gap={8}>
        <NotificationOutlined style={{ color: '#149b5f' }} />
        <Typography.Text strong>What&apos;s New</Typography.Text>
        {!notification.isRead && <Tag color={BRAND_GREEN_TEXT}>New</Tag>}
        <Typography.Text type="secondary" style={{ marginLeft: 'auto' }}>
          {formatDate(notification.sentDate)}
        </Typography.Text>
      </Flex>
      <Typography.Title level={3} style={look}>
        {notification.title}
      </Typography.Title>
      <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
        {htmlToText(notification.content)}
      </Typography.Paragraph>
      <div>
        <Button type="primary" ghost onClick={learnMore}>
          Learn more
        </Button>
      </div>
      <WhatsNewDialog notification={notification} open={open} onClose={() => setOpen(false)} />
    </Flex>
  );
}
