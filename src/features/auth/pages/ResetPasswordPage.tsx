/**
 * Setting a new password from the mailed link (spec 1 sections 2.6, 5, 7 and 8). The token is
 * validated first: on 400 'There was no user found…' and back to login. Then two password fields
 * (8 to 64 characters, a digit, an uppercase letter, equal) and 'Set new password'; success goes
 * to login with the password-set message.
 */
import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useResetPasswordMutation, useValidateResetTokenMutation } from '@/api';
import { describeApiError } from '@/api';
import { paths } from '@/shared/config/paths';
import { notify } from '@/shared/ui/notify';
import { AuthCard } from '../components/AuthCard';
import { NewPasswordFields } from '@/shared/ui/NewPasswordFields';
import { TokenProgress } from '../components/TokenProgress';
import { useOnceOnMount } from '../hooks/useOnceOnMount';
import { RESET_TEXTS as T } from '../utils/authTexts';
import type { LoginLocationState } from './LoginPage';

interface Values {
  plainPassword: string;
  passwordSecond: string;
}

export const RESET_LABELS = {
  plainPassword: 'New password',
  passwordSecond: 'Repeat new password',
};

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const violationOf = (error: unknown): string | null => {
  const v = (error as { data?: { violations?: { message?: unknown }[] } } | null)?.data?.violations;
  return Array.isArray(v) && typeof v[0]?.message === 'string' ? v[0].message : null;
};

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [validate] = useValidateResetTokenMutation();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [valid, setValid] = useState(false);

  /** The link is no good (anymore): say so and go to login. */
  const refuse = (error: unknown) => {
    notify.destroyAll();
    notify.error(statusOf(error) === 400 ? T.tokenInvalid : describeApiError(error).message);
    navigate(paths.login, { replace: true });
  };

  useOnceOnMount(() => {
    validate({ resetTokenRequest: { token } })
      .unwrap()
      .then(() => setValid(true), refuse);
  });

  const submit = async ({ plainPassword }: Values) => {
    try {
      await reset({ passwordReset: { token, plainPassword } }).unwrap();
      const state: LoginLocationState = { passwordSet: true };
      navigate(paths.login, { replace: true, state });
    } catch (error) {
      const violation = violationOf(error);
      if (violation) form.setFields([{ name: 'plainPassword', errors: [violation] }]);
      else refuse(error);
    }
  };

  return (
    <AuthCard label="Password reset" heading="Set a new password">
      {!valid ? (
        <TokenProgress text="Checking the link" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{T.resetIntro}</Typography.Paragraph>
          <Form<Values>
            form={form}
            layout="vertical"
            name="reset-password"
            initialValues={{ plainPassword: '', passwordSecond: '' }}
            onFinish={submit}
            requiredMark={false}
          >
            <NewPasswordFields
              names={['plainPassword', 'passwordSecond']}
              labels={[RESET_LABELS.plainPassword, RESET_LABELS.passwordSecond]}
              ruleMessages
            />
            <Button type="primary" htmlType="submit" block loading={isLoading}>
              {T.setButton}
            </Button>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
