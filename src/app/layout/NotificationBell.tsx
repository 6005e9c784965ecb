import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Popover } from 'antd';
import { useState, type ReactNode } from 'react';
import { useListNotificationsQuery } from '@/api';

/** Notification poll for non-admins (spec 2, section 9): 30 s. */
export const NOTIFICATION_POLL_MS = 30000;

export interface NotificationBellViewProps {
  unreadCount: number;
  /** The notification panel (from the notifications feature), shown in a popover. */
  panel?: ReactNode;
  /** Starts loading the panel's code: called when the pointer or the focus reaches the bell. */
  preloadPanel?: () => void;
}

const SHIFT_INTO_VIEW = { overflow: { shiftX: true, adjustY: true } };

/** The bell with the unread count; opens the panel when one is given (fresh on every open). */
export function NotificationBellView({
  unreadCount,
  panel,
  preloadPanel,
}: NotificationBellViewProps) {
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type="text"
      shape="circle"
      data-testid="notification-bell"
      onPointerEnter={preloadPanel}
      onFocus={preloadPanel}
      aria-label={unreadCount ? `Notifications, ${unreadCount} unread` : 'Notifications'}
      icon={
        <Badge count={unreadCount} size="small" offset={[4, -2]}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
  if (!panel) return button;
  return (
    <Popover
      content={panel}
      trigger="click"
      placement="bottomRight"
      // a panel wider than the room left of the bell (a phone) moves right to stay on screen
      align={SHIFT_INTO_VIEW}
      open={open}
      onOpenChange={setOpen}
      destroyOnHidden
    >
      {button}
    </Popover>
  );
}

export interface NotificationBellProps {
  /** False for admins and while the session loads: then nothing is fetched. */
  enabled: boolean;
  panel?: ReactNode;
  preloadPanel?: () => void;
  /** Poll interval in ms (default 30 s; tests may shorten it). */
  pollingInterval?: number;
}

/** The bell of regular users: polls the notification list every 30 s and counts the unread. */
export function NotificationBell({
  enabled,
  panel,
  preloadPanel,
  pollingInterval = NOTIFICATION_POLL_MS,
}: NotificationBellProps) {
  const { data } = useListNotificationsQuery(undefined, {
    pollingInterval,
    skip: !enabled,
  });
  const unread = data?.['hydra:member'].filter((n) => !n.isRead).length ?? 0;
  if (!enabled) return null;
  return <NotificationBellView unreadCount={unread} panel={panel} preloadPanel={preloadPanel} />;
}
