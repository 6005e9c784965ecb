/**
 * 'Your account has not been validated yet!' with Resend Mail (own profile only; the call uses
 * the session). The server allows one resend per 15 minutes (canSendConfirmationMail).
 */
import { Alert, Button, Flex, Typography } from 'antd';
import { useResendConfirmationMutation, type Schemas } from '@/api';
import { notify } from '@/shared/ui/notify';
import { PROFILE_MESSAGES } from '../utils/messages';

export function NotValidatedBanner({ user, isOwn }: { user: Schemas['User']; isOwn: boolean }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  if (user.isActivated) return null;

  const send = async () => {
    try {
      await resend({ resendConfirmationRequest: {} }).unwrap();
      notify.success(PROFILE_MESSAGES.confirmationSent);
    } catch {
      // shown by the central error handler
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      title={PROFILE_MESSAGES.notValidated}
      description={
        isOwn && (
          <Flex align="center" gap={12} wrap>
            <Typography.Text>
              Please confirm your account with the link we sent to {user.email}.
            </Typography.Text>
            {!user.canSendConfirmationMail && (
              <Typography.Text type="secondary">{PROFILE_MESSAGES.resendInterval}</Typography.Text>
            )}
          </Flex>
        )
      }
      action={
        isOwn && (
          <Button
            onClick={() => void send()}
            loading={isLoading}
            disabled={!user.canSendConfirmationMail}
          >
            Resend Mail
          </Button>
        )
      }
    />
  );
}
