import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { AnalysisCreate } from '@/api';
import { maxLengths } from '@/api';
import { useFormErrors } from '@/shared/ui/formErrors';
import { withNameTakenText } from '@/entities/analysis/actions/analysisRules';

type NameForm = Pick<AnalysisCreate, 'name'>;

export interface AnalysisNameModalProps {
  open: boolean;
  title: string;
  okText: string;
  initialName?: string;
  /** Sends the trimmed name; a rejection with a `name` violation shows it on the field. */
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The name dialog of creating and renaming an analysis (spec 2 section 5): the button is
 * disabled while the trimmed name is blank; 'Analysis name already taken.' shows on the field.
 * Mount it with a new `key` per opening to start from `initialName`.
 */
export function AnalysisNameModal(props: AnalysisNameModalProps) {
  const { open, title, okText, initialName = '', onSubmit, onClose } = props;
  const [form] = Form.useForm<NameForm>();
  const name: string = Form.useWatch('name', form) ?? initialName;
  const [busy, setBusy] = useState(false);
  const showErrors = useFormErrors();
  const blank = name.trim() === '';

  const submit = async () => {
    if (blank || busy) return;
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } catch (error) {
      showErrors(withNameTakenText(error), form, ['name']);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ disabled: blank, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<NameForm>
        form={form}
        layout="vertical"
        initialValues={{ name: initialName }}
        onFinish={() => void submit()}
      >
        <Form.Item name="name" label="Analysis Name">
          <Input autoFocus maxLength={maxLengths.AnalysisUpdate.name} autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
