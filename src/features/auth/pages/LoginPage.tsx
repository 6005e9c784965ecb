/**
 * Login (spec 1 section 2.3): e-mail, password, captcha, 'Keep me logged in' (no effect),
 * 'Forgot password?' and 'Sign up'. Success starts the session and goes to the root redirect;
 * a failure shows the message or reminder above the form and clears the password. After a
 * password reset the page opens with `state.passwordSet` and says so.
 */
import { Button, Checkbox, Flex, Form } from 'antd';
// antd's Input and Password alone: the `Input` of 'antd' carries TextArea, Search and OTP too
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '@/api';
import { maxLengths } from '@/api';
import { useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { PromoBanner } from '@/shared/ui/PromoBanner';
import { AuthCard } from '../components/AuthCard';
import { Captcha, useCaptcha } from '../components/Captcha';
import { loginFailure, type LoginFailure } from '../utils/loginError';
import { loginRules } from '../utils/loginRules';

// The reminders (antd Alert and its icons) load only when there is something to say: the login
// page's first load has a budget.
const LoginReminder = lazy(() =>
  import('../components/LoginReminder').then((m) => ({ default: m.LoginReminder })),
);
const PasswordSetNotice = lazy(() =>
  import('../components/LoginReminder').then((m) => ({ default: m.PasswordSetNotice })),
);

export interface LoginFormValues {
  email: string;
  password: string;
  captcha: string;
  remember: boolean;
}

/** Navigation state other screens pass to the login page. */
export interface LoginLocationState {
  /** A password reset has just set the new password. */
  passwordSet?: boolean;
}

export function LoginPage() {
  const [form] = Form.useForm<LoginFormValues>();
  const [login, { isLoading }] = useLoginMutation();
  const session = useSession();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [attempt, setAttempt] = useState(0);
  const passwordSet = (useLocation().state as LoginLocationState | null)?.passwordSet === true;
  const rules = loginRules(captcha.matches);

  const refreshCaptcha = () => {
    captcha.refresh();
    form.setFields([{ name: 'captcha', value: '', errors: [] }]);
  };

  const submit = async ({ email, password }: LoginFormValues) => {
    setFailure(null);
    try {
      const { userId } = await login({ loginRequest: { email: email.trim(), password } }).unwrap();
      session.login(userId);
      navigate(paths.root, { replace: true });
    } catch (error) {
      setFailure(loginFailure(error));
      setAttempt((n) => n + 1);
      form.setFieldValue('password', '');
    }
  };

  return (
    <AuthCard label="Login" maxWidth={420} aside={<PromoBanner />}>
      <Suspense fallback={null}>
        {failure ? (
          <LoginReminder key={attempt} failure={failure} />
        ) : (
          passwordSet && <PasswordSetNotice />
        )}
      </Suspense>
      <Form<LoginFormValues>
        form={form}
        layout="vertical"
        name="login"
        initialValues={{ email: '', password: '', captcha: '', remember: false }}
        onFinish={submit}
        requiredMark={false}
      >
        <Form.Item label="E-mail" name="email" rules={rules.email}>
          <Input type="email" autoComplete="username" maxLength={maxLengths.LoginRequest.email} />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={rules.password}>
          <Password autoComplete="current-password" maxLength={maxLengths.LoginRequest.password} />
        </Form.Item>
        <Form.Item label="Captcha" name="captcha" rules={rules.captcha}>
          <Captcha code={captcha.code} onRefresh={refreshCaptcha} />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>Keep me logged in</Checkbox>
          </Form.Item>
          <Link to={paths.resettingRequest}>Forgot password?</Link>
        </Flex>
        <Flex vertical gap={8}>
          <Button type="primary" htmlType="submit" block loading={isLoading}>
            Login
          </Button>
          <Button block onClick={() => navigate(paths.register)}>
            Sign up
          </Button>
        </Flex>
      </Form>
    </AuthCard>
  );
}
