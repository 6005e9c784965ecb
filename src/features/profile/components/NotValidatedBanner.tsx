/**
 * 'Your account has not been validated yet!' with Resend Mail (own profile only; the call uses
 * the session). The server allows one resend per 15 minutes (canSendConfirmationMail).
 */
import { Alert, Button, Flex, Typography } from 'antd';
import { useResendConfirmationMutation, type User } from '@/api';
import { useReportApiError } from '@/shared/ui/formErrors';
import { notify } from '@/shared/ui/notify';
import { PROFILE_MESSAGES } from '../utils/profileTexts';

export function NotValidatedBanner({ user, isOwn }: { user: User; isOwn: boolean }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const reportError = useReportApiError();
  if (user.isActivated) return null;

  const send = async () => {
    try {
      await resend({ resendConfirmationRequest: {} }).unwrap();
      notify.success(PROFILE_MESSAGES.confirmationSent);
    } catch (error) {
      reportError(error);
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
