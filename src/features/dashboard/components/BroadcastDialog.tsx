import { Button, Modal, Typography } from 'antd';
import { formatDate } from '@/shared/lib/format';
import { SafeHtml } from '@/shared/ui/SafeHtml';
import { imageAddress, type BroadcastNotification } from '@/api';

type Notification = BroadcastNotification;

export interface BroadcastDialogProps {
  notification: Notification;
  open: boolean;
  onClose: () => void;
}

/** 'Learn more': the whole broadcast (sanitized HTML) with its image when it has one. */
export function BroadcastDialog({ notification, open, onClose }: BroadcastDialogProps) {
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={notification.title}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
      width={640}
      destroyOnHidden
    >
      <Typography.Text type="secondary">{formatDate(notification.sentDate)}</Typography.Text>
      {notification.image && (
        <img
          src={imageAddress('getBroadcastImage', { id: notification.id })}
          alt={notification.title}
          style={{ display: 'block', width: '100%', margin: '12px 0', borderRadius: 8 }}
        />
      )}
      <SafeHtml html={notification.content} className="broadcast-content" />
    </Modal>
  );
}
