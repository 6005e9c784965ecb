import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useUpdateResultMutation, type Result } from '@/api';
import { maxLengths } from '@/api';
import { hasChanges } from '@/shared/lib/formChanges';
import { splitViolations, useReportApiError } from '@/shared/ui/formErrors';
import { notify } from '@/shared/ui/notify';
import { useUnsavedChanges } from '@/shared/ui/UnsavedChanges';
import {
  buildPatch,
  EDIT_FIELDS,
  editRules,
  initialEditValues,
  type EditValues,
} from '../utils/editRules';

export const EDIT_SUCCESS = 'Result was successfully updated.';

export interface EditResultDialogProps {
  result: Result;
  open: boolean;
  onClose: () => void;
}

/**
 * Name, comment and test strip lot number of a result; PATCH of the changed fields. Closing it
 * with changes not saved (Cancel, the close button, the browser's back button) asks first.
 */
export function EditResultDialog({ result, open, onClose }: EditResultDialogProps) {
  const [changed, setChanged] = useState(false);
  const { confirmLeave, guard } = useUnsavedChanges(open && changed);
  const close = () => {
    setChanged(false);
    onClose();
  };
  const cancel = () => confirmLeave(close);
  return (
    <Modal title="Edit Result" open={open} onCancel={cancel} footer={null} destroyOnHidden>
      <EditResultForm result={result} onClose={close} onCancel={cancel} onChanged={setChanged} />
      {guard}
    </Modal>
  );
}

interface EditResultFormProps extends Omit<EditResultDialogProps, 'open'> {
  onCancel: () => void;
  onChanged: (changed: boolean) => void;
}

function EditResultForm({ result, onClose, onCancel, onChanged }: EditResultFormProps) {
  const [form] = Form.useForm<EditValues>();
  const reportError = useReportApiError();
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
      // violations of the fields go onto them; others (the server's notice that the result
      // changed in the meantime, on updatedAt) show in the dialog; anything else centrally
      const { onFields, other } = splitViolations(error, EDIT_FIELDS);
      if (onFields.length === 0 && other.length === 0) {
        reportError(error);
        return;
      }
      form.setFields(onFields);
      setFormMessages(other.map((v) => v.message));
    }
  };

  return (
    <Form<EditValues>
      form={form}
      layout="vertical"
      initialValues={initialEditValues(result)}
      onValuesChange={(_, values) => onChanged(hasChanges(initialEditValues(result), values))}
      onFinish={submit}
      requiredMark
      disabled={isLoading}
    >
      {formMessages.map((m) => (
        <Alert key={m} type="error" showIcon title={m} style={{ marginBottom: 16 }} />
      ))}
      <Form.Item name="measurementName" label="Name" rules={editRules.measurementName}>
        <Input autoFocus maxLength={maxLengths.ResultPatch.measurementName} />
      </Form.Item>
      <Form.Item name="comment" label="Comment" rules={editRules.comment}>
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={maxLengths.ResultPatch.comment}
        />
      </Form.Item>
      <Form.Item
        name="testStripLotNumber"
        label="Test Strip Lot No."
        rules={editRules.testStripLotNumber}
      >
        <Input placeholder="HC123456" maxLength={10} />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onCancel} disabled={false}>
          Cancel
        </Button>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}
