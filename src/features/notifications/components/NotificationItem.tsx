import { CheckOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { formatDateTime } from '@/shared/lib/format';
import type { Notification } from '../lib/groupNotifications';

export interface NotificationItemProps {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** Given for unread notifications: the check icon that marks it read. */
  onMarkRead?: (notification: Notification) => void;
  marking?: boolean;
}

/** One row of the panel: title (opens the detail), sent date and, when unread, the check icon. */
export function NotificationItem({
  notification,
  onOpen,
  onMarkRead,
  marking,
}: NotificationItemProps) {
  const { title, sentDate, isRead } = notification;
  return (
    <Flex component="li" align="start" gap={8} style={{ padding: '8px 0' }}>
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Button
          type="link"
          onClick={() => onOpen(notification)}
          style={{
            padding: 0,
            height: 'auto',
            whiteSpace: 'normal',
            textAlign: 'start',
            justifyContent: 'flex-start',
            fontWeight: isRead ? 400 : 600,
          }}
        >
          {title}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(sentDate)}
        </Typography.Text>
      </Flex>
      {onMarkRead && (
        <Tooltip title="Mark as read">
          <Button
            type="text"
            shape="circle"
            size="small"
            icon={<CheckOutlined />}
            loading={marking}
            aria-label={`Mark as read: ${title}`}
            onClick={() => onMarkRead(notification)}
          />
        </Tooltip>
      )}
    </Flex>
  );
}
