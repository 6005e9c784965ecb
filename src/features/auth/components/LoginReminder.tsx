/**
 * The reminders of the login screen: an account left unconfirmed for more than 24 hours after
 * registering, with the resend link (one resend, then the 15-minute text); a pending password
 * request.
 */
import { Alert, Button, Flex } from 'antd';
import { useThemeToken } from '@/shared/ui/useThemeToken';
import { useState } from 'react';
import { describeApiError, httpStatusOf, useResendConfirmationMutation } from '@/api';
import { LOGIN_TEXTS } from '../utils/authTexts';
import type { LoginFailure } from '../utils/loginError';

type ResendState =
  { kind: 'ready' } | { kind: 'sent' } | { kind: 'refused' } | { kind: 'failed'; message: string };

function ResendControl({ token }: { token: string | null }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [state, setState] = useState<ResendState>(token ? { kind: 'ready' } : { kind: 'refused' });
  const design = useThemeToken();

  const onResend = async () => {
    if (!token) return;
    try {
      await resend({ resendConfirmationRequest: { token } }).unwrap();
      setState({ kind: 'sent' });
    } catch (error) {
      // the reminder shows the outcome itself (a visitor has no session to end)
      setState(
        httpStatusOf(error) === 429
          ? { kind: 'refused' }
          : { kind: 'failed', message: describeApiError(error).message },
      );
    }
  };

  switch (state.kind) {
    case 'ready':
      return (
        <Button
          type="link"
          onClick={onResend}
          loading={isLoading}
          style={{ padding: 0, height: 'auto' }}
        >
          {LOGIN_TEXTS.resendLink}
        </Button>
      );
    case 'sent':
      return (
        <span role="status" style={{ color: design.colorSuccessText }}>
          {LOGIN_TEXTS.resendSuccess}
        </span>
      );
    case 'refused':
      return <span role="status">{LOGIN_TEXTS.resendRefused}</span>;
    case 'failed':
      return (
        <span role="status" style={{ color: design.colorErrorText }}>
          {state.message}
        </span>
      );
  }
}

/** 'Your new password has been set…' after a password reset. */
export function PasswordSetNotice() {
  return (
    <Alert
      role="status"
      type="success"
      title={LOGIN_TEXTS.passwordSet}
      showIcon
      style={{ marginBottom: 16 }}
    />
  );
}

export function LoginReminder({ failure }: { failure: LoginFailure }) {
  const description =
    failure.kind === 'unconfirmed' ? (
      <Flex vertical gap={4} align="start">
        <span>{LOGIN_TEXTS.confirmAccountHint}</span>
        <ResendControl token={failure.resendToken} />
      </Flex>
    ) : undefined;

  return (
    <Alert
      role="alert"
      type={failure.kind === 'error' ? 'error' : 'warning'}
      title={failure.message}
      description={description}
      showIcon
      style={{ marginBottom: 16 }}
    />
  );
}
