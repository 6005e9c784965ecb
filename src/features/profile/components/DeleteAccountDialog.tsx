/**
 * Deleting an account in two steps: confirm, then type DELETE exactly, then the call. Own
 * account: logged out afterwards; an admin deleting another user: back to the users list.
 */
import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useDeleteUserMutation, type User } from '@/api';
import { DELETE_WORD, isDeleteConfirmed } from '../utils/profileRules';

export interface DeleteAccountDialogProps {
  user: User;
  isOwn: boolean;
  open: boolean;
  onClose: () => void;
  /** after the server deleted the account */
  onDeleted: () => void;
}

export function DeleteAccountDialog({
  user,
  isOwn,
  open,
  onClose,
  onDeleted,
}: DeleteAccountDialogProps) {
  const [step, setStep] = useState<'confirm' | 'type'>('confirm');
  const [typed, setTyped] = useState('');
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const title = isOwn ? 'Delete Account' : 'Delete User';

  const close = () => {
    onClose();
    setStep('confirm');
    setTyped('');
  };

  const remove = async () => {
    try {
      await deleteUser({ id: user.id }).unwrap();
      onDeleted();
    } catch {
      // shown by the central error handler
    }
  };

  const footer =
    step === 'confirm'
      ? [
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button key="next" danger type="primary" onClick={() => setStep('type')}>
            Yes, continue
          </Button>,
        ]
      : [
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button
            key="delete"
            danger
            type="primary"
            loading={isLoading}
            disabled={!isDeleteConfirmed(typed)}
            onClick={() => void remove()}
          >
            {title}
          </Button>,
        ];

  return (
    <Modal title={title} open={open} onCancel={close} footer={footer} mask={{ closable: false }}>
      {step === 'confirm' ? (
        <Typography.Paragraph>
          {isOwn
            ? 'Do you really want to delete your account?'
            : `Do you really want to delete the user ${user.email}?`}{' '}
          All results, analyses and share links of the account become inaccessible at once and are
          physically removed after at most 30 days.
        </Typography.Paragraph>
      ) : (
        <>
          <Typography.Paragraph>
            Please type <Typography.Text strong>{DELETE_WORD}</Typography.Text> to confirm.
          </Typography.Paragraph>
          <Input
            aria-label="Type DELETE to confirm"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            autoFocus
          />
        </>
      )}
    </Modal>
  );
}
