/**
 * 'Delete Account' on the own profile (not for the restricted kind) or 'Delete User' for an
 * admin on another account, opening the two-step dialog. Afterwards: 'User was successfully
 * deleted.', then logout (self) or the admin users list.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAccess, useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { notify } from '@/shared/ui/notify';
import { PROFILE_MESSAGES } from '../utils/profileTexts';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import type { User } from '@/api';

export function DeleteAccountSection({ user, isOwn }: { user: User; isOwn: boolean }) {
  const [open, setOpen] = useState(false);
  const { canDeleteOwnAccount, canManageOtherUsers } = useAccess();
  const { logout } = useSession();
  const navigate = useNavigate();
  if (isOwn ? !canDeleteOwnAccount : !canManageOtherUsers) return null;

  const onDeleted = async () => {
    setOpen(false);
    if (isOwn) await logout();
    else navigate(paths.adminUsers);
    notify.destroyAll();
    notify.success(PROFILE_MESSAGES.userDeleted);
  };

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={16} wrap>
        <Typography.Text type="secondary">
          {isOwn
            ? 'Deleting your account removes your results, analyses and share links.'
            : 'Deleting this user removes their results, analyses and share links.'}
        </Typography.Text>
        <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
          {isOwn ? 'Delete Account' : 'Delete User'}
        </Button>
      </Flex>
      <DeleteAccountDialog
        user={user}
        isOwn={isOwn}
        open={open}
        onClose={() => setOpen(false)}
        onDeleted={() => void onDeleted()}
      />
    </Card>
  );
}
