import { Form, Input } from 'antd';
import { requiredCheck, ruleOf } from '@/shared/lib/formChecks';
import { newPasswordCheck, repeatRule } from './newPasswordChecks';
import { PasswordChecklist } from './PasswordChecklist';

export interface NewPasswordFieldsProps {
  /** the two fields' names in the form: the new password, then its repeat */
  names: readonly [string, string];
  /** their labels; a missing value reads '{label} is required' */
  labels: readonly [string, string];
  /**
   * Each unmet point of the password rule is also a message on the first field (the password
   * reset). Otherwise the checklist alone shows the rule and the form's submit waits for it
   * (isStrongPassword).
   */
  ruleMessages?: boolean;
}

/**
 * A new password and its repeat, inside an antd Form: the password rule's checklist under the
 * first field, both required, the repeat equal to the first ('Passwords do not match').
 */
export function NewPasswordFields({ names, labels, ruleMessages = false }: NewPasswordFieldsProps) {
  const [first, second] = names;
  const password = (Form.useWatch(first, Form.useFormInstance()) as string | undefined) ?? '';
  const check = ruleMessages ? newPasswordCheck(labels[0]) : requiredCheck(labels[0]);
  return (
    <>
      <Form.Item
        label={labels[0]}
        name={first}
        rules={[ruleOf(check)]}
        required
        extra={<PasswordChecklist value={password} />}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label={labels[1]}
        name={second}
        rules={[repeatRule(labels[1], first)]}
        dependencies={[first]}
        required
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
