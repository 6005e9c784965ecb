/**
 * The parameter form's field rows: each with its label, its star when releasing needs it, and
 * disabled while the parameter's status locks it.
 */
import { Checkbox, Form, Input, Switch } from 'antd';
import { maxLengths } from '@/api';
import { LABELS, STARRED, type FormField } from '../utils/parameterFields';

const limits = maxLengths.ParameterWrite;

/** The props of a field's Form.Item: its name, label and star. */
export const itemProps = (name: FormField) => ({
  name,
  label: LABELS[name],
  required: STARRED.has(name),
});

interface RowProps<N extends FormField = FormField> {
  name: N;
  locked: ReadonlySet<FormField>;
}

/** A one-line text at most as long as the server takes. */
export function TextRow({ name, locked }: RowProps<keyof typeof limits & FormField>) {
  return (
    <Form.Item {...itemProps(name)}>
      <Input maxLength={limits[name]} disabled={locked.has(name)} />
    </Form.Item>
  );
}

export function SwitchRow({ name, locked }: RowProps) {
  return (
    <Form.Item name={name} label={LABELS[name]} valuePropName="checked">
      <Switch disabled={locked.has(name)} />
    </Form.Item>
  );
}

/** One of the confirmations before releasing ('I have updated the FAQ' ...). */
export function ConfirmRow({ name, locked, label }: RowProps & { label: string }) {
  return (
    <Form.Item name={name} valuePropName="checked" style={{ marginBottom: 8 }}>
      <Checkbox disabled={locked.has(name)}>{label}</Checkbox>
    </Form.Item>
  );
}
