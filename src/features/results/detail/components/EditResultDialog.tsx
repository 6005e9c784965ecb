import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useUpdateResultMutation, type Schemas } from '@/api';
import { notify } from '@/shared/ui/notify';
import { editErrorsOf, reportApiError } from '../utils/apiError';
import { buildPatch, editRules, initialEditValues, type EditValues } from '../utils/editRules';

type Result = Schemas['Result'];

export const EDIT_SUCCESS = 'Result was successfully updated.';

export interface EditResultDialogProps {
  result: Result;
  open: boolean;
  onClose: () => void;
}

/** Name, comment and test strip lot number of a result; PATCH of the changed fields. */
export function EditResultDialog({ result, open, onClose }: EditResultDialogProps) {
  return (
    <Modal title="Edit Result" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <EditResultForm result={result} onClose={onClose} />
    </Modal>
  );
}

function EditResultForm({ result, onClose }: Omit<EditResultDialogProps, 'open'>) {
  const [form] = Form.useForm<EditValues>();
  const dispatch = useDispatch();
  const [update, { isLoading }] = useUpdateResultMutation();
  const [formMessages, setFormMessages] = useState<string[]>([]);

  const submit = async (values: EditValues) => {
    setFormMessages([]);
    const patch = buildPatch(result, values);
    if (!patch) {
      onClose();
      return;
    }
    try {
      await update({ id: result.id, resultPatch: patch }).unwrap();
      notify.success(EDIT_SUCCESS);
      onClose();
    } catch (error) {
      const { fields, formMessages: messages } = editErrorsOf(error);
      if (fields.length === 0 && messages.length === 0) {
        reportApiError(error, dispatch);
        return;
      }
      form.setFields(fields);
      setFormMessages(messages);
    }
  };

  return (
    <Form<EditValues>
      form={form}
      layout="vertical"
      initialValues={initialEditValues(result)}
      onFinish={submit}
      requiredMark
      disabled={isLoading}
    >
      {formMessages.map((m) => (
        <Alert key={m} type="error" showIcon title={m} style={{ marginBottom: 16 }} />
      ))}
      <Form.Item name="measurementName" label="Name" rules={editRules.measurementName}>
        <Input autoFocus maxLength={255} />
      </Form.Item>
      <Form.Item name="comment" label="Comment" rules={editRules.comment}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} />
      </Form.Item>
      <Form.Item
        name="testStripLotNumber"
        label="Test Strip Lot No."
        rules={editRules.testStripLotNumber}
      >
        <Input placeholder="HC123456" maxLength={10} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}
