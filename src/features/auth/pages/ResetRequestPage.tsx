/**
 * Password reset request (spec 1 sections 2.6 and 5): the e-mail ('E-Mail is required',
 * 'Invalid e-mail'), 'Reset password' and 'Return to login'; then the confirmation message.
 */
import { Alert, Button, Flex, Form, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useRequestPasswordResetMutation, type PasswordResetRequest } from '@/api';
import { maxLengths } from '@/api';
import { describeApiError } from '@/api';
import { paths } from '@/shared/config/paths';
import { AuthCard } from '../components/AuthCard';
import { RESET_TEXTS as T } from '../utils/authTexts';
import { ruleOf } from '@/shared/lib/formChecks';
import { emailCheck } from '../utils/formRules';

type Values = PasswordResetRequest;

const emailRules = [ruleOf(emailCheck(T.emailRequired))];

/** Violations of the e-mail go onto the field; any other failure is shown above the form. */
function splitError(error: unknown): { field: string | null; message: string } {
  const data = (error as { data?: { violations?: unknown; message?: unknown } } | null)?.data;
  const status = (error as { status?: unknown } | null)?.status;
  const first = Array.isArray(data?.violations)
    ? (data.violations[0] as { message?: unknown } | undefined)
    : undefined;
  if (typeof first?.message === 'string') return { field: first.message, message: '' };
  if (typeof status === 'number' && status < 500 && typeof data?.message === 'string')
    return { field: null, message: data.message };
  return { field: null, message: describeApiError(error).message };
}

export function ResetRequestPage() {
  const [form] = Form.useForm<Values>();
  const [request, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: Values) => {
    setFailure(null);
    try {
      const res = await request({ passwordResetRequest: { email: email.trim() } }).unwrap();
      setSent(res.message || T.requestSent);
    } catch (error) {
      const { field, message } = splitError(error);
      if (field) form.setFields([{ name: 'email', errors: [field] }]);
      else setFailure(message);
    }
  };

  const back = <Link to={paths.login}>{T.returnToLogin}</Link>;

  return (
    <AuthCard label="Password reset request" heading="Forgot password?">
      {sent ? (
        <Result status="success" title={T.requestSentTitle} subTitle={sent} extra={back} />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{T.requestIntro}</Typography.Paragraph>
          {failure && (
            <Alert
              role="alert"
              type="error"
              title={failure}
              showIcon
              style={{ marginBottom: 16 }}
            />
          )}
          <Form<Values>
            form={form}
            layout="vertical"
            name="reset-request"
            initialValues={{ email: '' }}
            onFinish={submit}
            requiredMark={false}
          >
            <Form.Item label="E-Mail" name="email" rules={emailRules}>
              <Input
                type="email"
                autoComplete="email"
                maxLength={maxLengths.PasswordResetRequest.email}
              />
            </Form.Item>
            <Flex vertical gap={12} align="center">
              <Button type="primary" htmlType="submit" block loading={isLoading}>
                {T.requestButton}
              </Button>
              {back}
            </Flex>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
