import { Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  /** default true: a dialog mounted only while it asks */
  open?: boolean;
  title: ReactNode;
  /** the OK button names the action ('Delete', 'Send', 'Continue') */
  okText: string;
  /** the other button (default 'Cancel') */
  cancelText?: string;
  /** an action that destroys something: the OK button is red */
  danger?: boolean;
  /**
   * The action. While the promise it returns runs, OK shows it is busy and Cancel waits; what
   * follows (closing, a notice) is the action's own.
   */
  onConfirm: () => unknown;
  onCancel: () => void;
  /** OK is busy for a reason of the caller's (a download running) */
  busy?: boolean;
  /** the question, a paragraph of its own */
  question: ReactNode;
  /** more paragraphs under the question */
  children?: ReactNode;
}

/** The one question before an action that cannot be taken back: the question, Cancel and OK. */
export function ConfirmDialog({
  open = true,
  title,
  okText,
  cancelText = 'Cancel',
  danger = false,
  onConfirm,
  onCancel,
  busy = false,
  question,
  children,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
    } finally {
      setRunning(false);
    }
  };
  const loading = busy || running;
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger, loading }}
      cancelButtonProps={{ disabled: loading }}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onCancel}
    >
      <Typography.Paragraph>{question}</Typography.Paragraph>
      {children}
    </Modal>
  );
}
