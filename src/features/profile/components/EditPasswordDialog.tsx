/**
 * Password change (own profile): current password, the new one with the strength checklist and
 * its repeat. A 400 means the current password is wrong (shown on its field).
 */
import { Form, Input, type FormInstance } from 'antd';
import { httpStatusOf, useUpdatePasswordMutation, violationsOf } from '@/api';
import { useFormErrors } from '@/shared/ui/formErrors';
import { isStrongPassword } from '@/domain/accountRules';
import { notify } from '@/shared/ui/notify';
import { PROFILE_MESSAGES } from '../utils/profileTexts';
import { EditFormDialog } from './EditFormDialog';
import { NewPasswordFields } from '@/shared/ui/NewPasswordFields';
import { FIELD_MESSAGES } from '@/domain/messages';

export interface EditPasswordDialogProps {
  userId: number;
  open: boolean;
  onClose: () => void;
}

interface Values {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export function EditPasswordDialog({ userId, open, onClose }: EditPasswordDialogProps) {
  const [updatePassword, { isLoading }] = useUpdatePasswordMutation();
  const showErrors = useFormErrors();

  const submit = async (v: Values, form: FormInstance<Values>) => {
    try {
      await updatePassword({
        id: userId,
        passwordUpdate: { currentPassword: v.currentPassword, newPassword: v.newPassword },
      }).unwrap();
      notify.success(PROFILE_MESSAGES.passwordUpdated);
      return true;
    } catch (error) {
      // a 400 that is not about the new password means the current one is wrong
      const onNew = violationsOf(error).some((x) => x.propertyPath === 'newPassword');
      if (httpStatusOf(error) === 400 && !onNew) {
        form.setFields([{ name: 'currentPassword', errors: [PROFILE_MESSAGES.passwordWrong] }]);
        notify.error(PROFILE_MESSAGES.passwordWrong);
      } else showErrors(error, form, ['newPassword']);
      return false;
    }
  };

  return (
    <EditFormDialog<Values>
      title="Edit Password"
      name="editPassword"
      open={open}
      onClose={onClose}
      saving={isLoading}
      initialValues={{ currentPassword: '', newPassword: '', repeatPassword: '' }}
      canSubmit={(v) => isStrongPassword(v.newPassword ?? '')}
      onSubmit={submit}
    >
      <Form.Item
        label="Current password"
        name="currentPassword"
        rules={[{ required: true, message: FIELD_MESSAGES.required('Current password') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <NewPasswordFields
        names={['newPassword', 'repeatPassword']}
        labels={['New password', 'Repeat new password']}
      />
    </EditFormDialog>
  );
}
