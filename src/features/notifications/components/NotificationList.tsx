import { Typography } from 'antd';
import { useId } from 'react';
import { groupNotifications, type Notification } from '../lib/groupNotifications';
import { NotificationItem } from './NotificationItem';

export const NEW_EMPTY_TEXT = "You currently don't have new notifications.";
export const OLD_EMPTY_TEXT = "You currently don't have old notifications.";

export interface NotificationListProps {
  notifications: readonly Notification[];
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  isMarking?: (id: number) => boolean;
}

interface SectionProps extends Omit<NotificationListProps, 'notifications'> {
  title: string;
  emptyText: string;
  items: Notification[];
  unread: boolean;
}

function Section({ title, emptyText, items, unread, onOpen, onMarkRead, isMarking }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} style={{ marginBottom: 12 }}>
      <Typography.Title level={5} id={headingId} style={{ fontSize: 14, margin: '4px 0' }}>
        {title}
      </Typography.Title>
      {items.length === 0 ? (
        <Typography.Text type="secondary">{emptyText}</Typography.Text>
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((n) => (
            <NotificationItem
              key={`${n.type}-${n.id}`}
              notification={n}
              onOpen={onOpen}
              onMarkRead={unread ? onMarkRead : undefined}
              marking={isMarking?.(n.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The panel's list view: 'New notifications' (unread) above 'Previous notifications' (read). */
export function NotificationList({ notifications, ...handlers }: NotificationListProps) {
  const { unread, read } = groupNotifications(notifications);
  return (
    <>
      <Section
        title="New notifications"
        emptyText={NEW_EMPTY_TEXT}
        items={unread}
        unread
        {...handlers}
      />
      <Section
        title="Previous notifications"
        emptyText={OLD_EMPTY_TEXT}
        items={read}
        unread={false}
        {...handlers}
      />
    </>
  );
}
