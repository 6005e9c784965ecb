/**
 * 'Learn more' of the Welcome card's What's New: the whole broadcast (the one view of a
 * broadcast, src/entities/broadcast) in a dialog titled with it.
 */
import { Button, Modal } from 'antd';
import type { BroadcastNotification } from '@/api';
import { BroadcastView } from '@/entities/broadcast/BroadcastView';

export interface WhatsNewDialogProps {
  notification: BroadcastNotification;
  open: boolean;
  onClose: () => void;
}

export function WhatsNewDialog({ notification, open, onClose }: WhatsNewDialogProps) {
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
      <BroadcastView broadcast={notification} showSent />
    </Modal>
  );
}
