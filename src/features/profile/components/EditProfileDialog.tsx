/** Personal information: first name, last name, display name and the work e-mail. */
import { Form, Input } from 'antd';
import { isFirstNameRequired, lacksRequiredFirstName } from '@/domain/displayName';
import { PROFILE_MESSAGES } from '../utils/profileTexts';
import { isValidEmail } from '@/domain/accountRules';
import { ProfileFormDialog, type ProfileDialogProps } from './ProfileFormDialog';
import { maxLengths } from '@/api';
import { FIELD_MESSAGES } from '@/domain/messages';

interface Values {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
}

export function EditProfileDialog(props: ProfileDialogProps) {
  const { user } = props;
  return (
    <ProfileFormDialog<Values>
      {...props}
      title="Edit Personal Information"
      name="editProfile"
      initialValues={{
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        displayName: user.displayName ?? '',
        email: user.email,
      }}
      toUpdate={(v) => ({ ...v, email: v.email.trim() })}
    >
      {/* the display-name rule: a first name is needed only to show a last name (no display
          name standing in for the names); otherwise the e-mail names the user */}
      <Form.Item noStyle dependencies={['lastName', 'displayName']}>
        {({ getFieldValue }) => (
          <Form.Item
            label="First name"
            name="firstName"
            required={isFirstNameRequired({
              lastName: getFieldValue('lastName'),
              displayName: getFieldValue('displayName'),
            })}
            dependencies={['lastName', 'displayName']}
            rules={[
              ({ getFieldValue: value }) => ({
                validator: (_, firstName: string) =>
                  lacksRequiredFirstName({
                    firstName,
                    lastName: value('lastName'),
                    displayName: value('displayName'),
                  })
                    ? Promise.reject(new Error(FIELD_MESSAGES.required('First name')))
                    : Promise.resolve(),
              }),
            ]}
          >
            <Input autoComplete="given-name" maxLength={maxLengths.UserUpdate.firstName} />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item label="Last name" name="lastName">
        <Input autoComplete="family-name" maxLength={maxLengths.UserUpdate.lastName} />
      </Form.Item>
      <Form.Item
        label="Display name"
        name="displayName"
        extra="Shown in the app. Empty: your first and last name."
      >
        <Input maxLength={maxLengths.UserUpdate.displayName} />
      </Form.Item>
      <Form.Item
        label="Work e-mail"
        name="email"
        rules={[
          { required: true, whitespace: true, message: FIELD_MESSAGES.required('E-mail') },
          {
            validator: (_, value: string) =>
              !value?.trim() || isValidEmail(value)
                ? Promise.resolve()
                : Promise.reject(new Error(PROFILE_MESSAGES.invalidEmail)),
          },
        ]}
      >
        <Input type="email" autoComplete="email" maxLength={maxLengths.UserUpdate.email} />
      </Form.Item>
    </ProfileFormDialog>
  );
}
