/**
 * The frame of the profile's edit dialogs: a modal with a vertical antd form, Cancel and Save.
 * The form mounts afresh on every opening with the user's current values; `onSubmit` answers
 * true to close the dialog. Closing it with changes not saved (Cancel, the close button, Escape,
 * the browser's back button) asks first (useUnsavedChanges).
 */
import { Button, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { hasChanges } from '@/shared/lib/formChanges';
import { useUnsavedChanges } from '@/shared/ui/UnsavedChanges';

export interface EditFormDialogProps<T extends object> {
  title: string;
  /** form name (ids of the fields are `${name}_${field}`) */
  name: string;
  open: boolean;
  onClose: () => void;
  initialValues: T;
  onSubmit: (values: T, form: FormInstance<T>) => Promise<boolean>;
  saving?: boolean;
  submitText?: string;
  /** Save stays disabled while this answers false for the current values. */
  canSubmit?: (values: Partial<T>) => boolean;
  children: ReactNode;
}

export function EditFormDialog<T extends object>({
  title,
  name,
  open,
  onClose,
  initialValues,
  onSubmit,
  saving = false,
  submitText = 'Save',
  canSubmit,
  children,
}: EditFormDialogProps<T>) {
  const [form] = Form.useForm<T>();
  const watched = Form.useWatch([], form) as Partial<T> | undefined;
  const disabled = canSubmit ? !canSubmit(watched ?? initialValues) : false;
  const { confirmLeave, guard } = useUnsavedChanges(open && hasChanges(initialValues, watched));
  // the fields as they are at the click (the watched ones can lag behind the last keystroke)
  const cancel = () =>
    confirmLeave(onClose, open && hasChanges(initialValues, form.getFieldsValue() as Partial<T>));
  const finish = async (values: T) => {
    if (await onSubmit(values, form)) onClose();
  };
  return (
    <Modal
      title={title}
      open={open}
      onCancel={cancel}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={cancel}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          disabled={disabled}
          onClick={() => form.submit()}
        >
          {submitText}
        </Button>,
      ]}
    >
      <Form<T>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void finish(values)}
        requiredMark={false}
      >
        {children}
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
      {guard}
    </Modal>
  );
}
