import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { imageAddress } from '@/api';
import { formatDateTime } from '@/shared/lib/format';
import type { Notification } from '../lib/groupNotifications';
import { SafeHtml } from '@/shared/ui/SafeHtml';

export interface NotificationDetailProps {
  notification: Notification;
  onBack: () => void;
}

/** One notification: title, sent date, image (when it has one) and its sanitized HTML content. */
export function NotificationDetail({ notification, onBack }: NotificationDetailProps) {
  const { id, title, sentDate, image, content } = notification;
  return (
    <article aria-label={title}>
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        aria-label="Back"
        onClick={onBack}
        style={{ paddingInline: 0, marginBottom: 4 }}
      >
        Back
      </Button>
      <Flex vertical gap={2} style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(sentDate)}
        </Typography.Text>
      </Flex>
      {image && (
        <img
          src={imageAddress('getBroadcastImage', { id })}
          alt={title}
          style={{ display: 'block', maxWidth: '100%', maxHeight: 240, margin: '0 auto 12px' }}
        />
      )}
      <SafeHtml
        html={content}
        className="notification-content"
        style={{ overflowWrap: 'anywhere' }}
      />
    </article>
  );
}
