import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';

export interface DataWarningDialogProps {
  open: boolean;
  title: string;
  onCancel: () => void;
  onContinue: () => void;
  /** Continue is working (e.g. the export is downloading). */
  busy?: boolean;
}

/**
 * The warning before personal data is shown or exported: the admin is about to see personal
 * information of registered users, should go on only if intended, and must encrypt and
 * password-protect any file they export. Cancel or Continue.
 */
export function DataWarningDialog({
  open,
  title,
  onCancel,
  onContinue,
  busy,
}: DataWarningDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={
        <Flex gap={8} align="center">
          <ExclamationCircleOutlined style={{ color: '#faad14' }} aria-hidden />
          {title}
        </Flex>
      }
      okText="Continue"
      onConfirm={onContinue}
      onCancel={onCancel}
      busy={busy}
      question="You are about to view personal information of registered users. Continue only if you intend to."
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Files you export from it must be encrypted and protected with a password.
      </Typography.Paragraph>
    </ConfirmDialog>
  );
}
