/**
 * Registration (spec 1 section 2.4): work e-mail, password with the strength checklist, repeat,
 * names, company (autocomplete), segment, terms and newsletter consent; Cancel and Sign Up. The
 * names are optional, but a last name needs a first name (the display-name rule: the required
 * mark shows on the first name once a last name is typed). The server logs the new account in,
 * so success starts the session and enters the app.
 */
import { Button, Checkbox, Col, Flex, Form, Input, Row, Select } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useRegisterMutation } from '@/api';
import { maxLengths } from '@/api';
import { isFirstNameRequired } from '@/domain/displayName';
import { useSession } from '@/entities/session';
import { industries, toOptions } from '@/shared/config/lookups';
import { paths } from '@/shared/config/paths';
import { isStrongPassword } from '@/domain/accountRules';
import { notify } from '@/shared/ui/notify';
import { AuthCard } from '../components/AuthCard';
import { CompanyAutoComplete } from '../components/CompanyAutoComplete';
import { NewPasswordFields } from '@/shared/ui/NewPasswordFields';
import {
  REGISTER_INITIAL,
  REGISTER_LABELS as L,
  registerErrorView,
  registerRules as rules,
  toRegistrationPayload,
  type RegisterFormValues,
} from '../utils/registerForm';

const segmentOptions = toOptions(industries.filter((i) => i.id !== 0));

export function RegisterPage() {
  const [form] = Form.useForm<RegisterFormValues>();
  const [register, { isLoading }] = useRegisterMutation();
  const session = useSession();
  const navigate = useNavigate();
  const password = Form.useWatch('plainPassword', form) ?? '';
  const lastName = Form.useWatch('lastName', form) ?? '';

  const submit = async (values: RegisterFormValues) => {
    try {
      const user = await register({ registrationPayload: toRegistrationPayload(values) }).unwrap();
      notify.destroyAll(); // an earlier refusal ('The e-mail is already used.') no longer applies
      session.setUser(user);
      session.login(user.id);
      navigate(paths.root, { replace: true });
    } catch (error) {
      const view = registerErrorView(error);
      form.setFields(view.fields);
      notify.destroyAll();
      notify.error(view.message);
    }
  };

  return (
    <AuthCard label="Registration" heading="Sign Up" maxWidth={560}>
      <Form<RegisterFormValues>
        form={form}
        layout="vertical"
        name="register"
        initialValues={REGISTER_INITIAL}
        onFinish={submit}
      >
        <Form.Item label={L.email} name="email" rules={rules.email} required>
          <Input
            type="email"
            autoComplete="email"
            maxLength={maxLengths.RegistrationPayload.email}
          />
        </Form.Item>
        <NewPasswordFields
          names={['plainPassword', 'passwordSecond']}
          labels={[L.plainPassword, L.passwordSecond]}
        />
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              label={L.firstName}
              name="firstName"
              rules={rules.firstName}
              dependencies={['lastName']}
              required={isFirstNameRequired({ lastName })}
            >
              <Input
                autoComplete="given-name"
                maxLength={maxLengths.RegistrationPayload.firstName}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={L.lastName} name="lastName">
              <Input
                autoComplete="family-name"
                maxLength={maxLengths.RegistrationPayload.lastName}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={L.company} name="company" rules={rules.company} required>
          <CompanyAutoComplete />
        </Form.Item>
        <Form.Item label={L.segment} name="segment">
          <Select options={segmentOptions} placeholder="Select your segment" allowClear />
        </Form.Item>
        <Form.Item
          name="agbAccepted"
          valuePropName="checked"
          rules={rules.agbAccepted}
          style={{ marginBottom: 8 }}
        >
          <Checkbox>
            I accept the{' '}
            <a href={paths.info.termsOfUse} target="_blank" rel="noreferrer">
              Terms of Use
            </a>
          </Checkbox>
        </Form.Item>
        <Form.Item name="newsletterActive" valuePropName="checked">
          <Checkbox>
            I would like to receive the newsletter (see the{' '}
            <a href={paths.info.privacyNewsletter} target="_blank" rel="noreferrer">
              newsletter privacy statement
            </a>
            )
          </Checkbox>
        </Form.Item>
        <Flex gap={8} justify="end">
          <Button onClick={() => navigate(paths.login)}>Cancel</Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={isLoading}
            disabled={!isStrongPassword(password)}
          >
            Sign Up
          </Button>
        </Flex>
      </Form>
    </AuthCard>
  );
}
