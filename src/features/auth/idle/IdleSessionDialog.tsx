/** The warning before an idle logout (spec 1 section 4): 'Are you still here?' with a countdown. */
import { Button, Modal, Typography } from 'antd';

export const IDLE_TEXTS = {
  title: 'Are you still here?',
  countdown: (seconds: number) => `Logging out in ${seconds} seconds`,
  stay: 'Im still here',
} as const;

export interface IdleSessionDialogProps {
  open: boolean;
  /** Whole seconds until the automatic logout. */
  seconds: number;
  onStillHere(): void;
}

export function IdleSessionDialog({ open, seconds, onStillHere }: IdleSessionDialogProps) {
  return (
    <Modal
      open={open}
      title={IDLE_TEXTS.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      centered
      destroyOnHidden
      width={420}
      footer={
        <Button type="primary" onClick={onStillHere} autoFocus>
          {IDLE_TEXTS.stay}
        </Button>
      }
    >
      <Typography.Paragraph role="timer" aria-live="polite" style={{ margin: 0 }}>
        {IDLE_TEXTS.countdown(seconds)}
      </Typography.Paragraph>
    </Modal>
  );
}
