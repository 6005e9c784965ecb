import { Divider, Flex, Form, Input, InputNumber } from 'antd';
import type { FormField } from '../utils/parameterFields';
import { CitationEditor } from './CitationEditor';
import { ConfirmRow, itemProps, TextRow } from './formItems';
import { ParameterFileFields, type ParameterFileFieldsProps } from './ParameterFileFields';

export interface ParameterFormFieldsProps extends ParameterFileFieldsProps {
  /** whether the parameter was saved before (its package counter is then fixed) */
  saved: boolean;
}

const section = (title: string) => (
  <Divider titlePlacement="start" styles={{ content: { margin: 0 } }}>
    {title}
  </Divider>
);

/**
 * The parameter form's fields in the order shown: the parameter's names, catalogue number,
 * range, citation and unit; its files and countdown (ParameterFileFields); the out-of-range
 * entry; the package and shop; and the confirmations before releasing.
 */
export function ParameterFormFields({ locked, saved, ...files }: ParameterFormFieldsProps) {
  const row = (name: Parameters<typeof TextRow>[0]['name']) => (
    <TextRow name={name} locked={locked} />
  );
  const confirm = (name: FormField, label: string) => (
    <ConfirmRow name={name} label={label} locked={locked} />
  );
  return (
    <>
      {row('name')}
      {row('displayedName')}
      {row('stripCatNo')}
      {row('parameterRange')}
      <Form.Item {...itemProps('citationFormula')} extra="Subscript and superscript only.">
        <CitationEditor disabled={locked.has('citationFormula')} ariaLabel="Citation" />
      </Form.Item>
      {row('unit')}
      <ParameterFileFields locked={locked} {...files} />
      {section('Out of range')}
      <Flex gap={16} wrap>
        <Form.Item {...itemProps('outOfRangeEntryMin')}>
          <InputNumber disabled={locked.has('outOfRangeEntryMin')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item {...itemProps('outOfRangeEntryMax')}>
          <InputNumber disabled={locked.has('outOfRangeEntryMax')} style={{ width: 200 }} />
        </Form.Item>
      </Flex>
      <Form.Item {...itemProps('errorMessage')}>
        <Input disabled={locked.has('errorMessage')} />
      </Form.Item>
      {section('Package and shop')}
      <Form.Item
        {...itemProps('packageCounterStripInBox')}
        extra={saved ? 'Cannot be changed once the parameter is saved.' : undefined}
      >
        <InputNumber disabled={locked.has('packageCounterStripInBox')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item {...itemProps('productUrl')}>
        <Input type="url" placeholder="https://" disabled={locked.has('productUrl')} />
      </Form.Item>
      {section('Before releasing')}
      {confirm('isHowToUpdated', 'I have updated the How-to')}
      {confirm('isFaqUpdated', 'I have updated the FAQ')}
      {confirm('isNotificationUpdated', 'I have updated the Notification')}
      <Form.Item {...itemProps('additionalInfo')} style={{ marginTop: 16 }}>
        <Input.TextArea rows={4} disabled={locked.has('additionalInfo')} />
      </Form.Item>
    </>
  );
}
