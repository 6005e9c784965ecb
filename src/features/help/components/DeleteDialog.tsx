/**
 * The question before something is deleted for good (an FAQ category or question, a how-to
 * item): its text, Cancel and a red Delete that runs the deletion, confirms it and closes. A
 * failure is reported by the central handler and the dialog stays open.
 */
import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '@/shared/ui/notify';

export interface DeleteDialogProps {
  title: string;
  text: string;
  /** the success message */
  done: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
}

export function DeleteDialog({ title, text, done, remove, onClose }: DeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await remove();
      notify.success(done);
      onClose();
    } catch {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText="Delete"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void run()}
      onCancel={onClose}
    >
      <Typography.Paragraph>{text}</Typography.Paragraph>
    </Modal>
  );
}
