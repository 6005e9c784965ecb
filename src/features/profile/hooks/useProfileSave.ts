/**
 * Saves profile fields of the shown user: PUT with the changed fields only, the success text,
 * and on the own profile the session's user is replaced by the answer (setUser). Violations go
 * onto the dialog's fields; any other failure is reported like the central handler does.
 */
import type { FormInstance } from 'antd';
import { useUpdateUserMutation, type User } from '@/api';
import { useSession } from '@/entities/session';
import { useFormErrors } from '@/shared/ui/formErrors';
import { notify } from '@/shared/ui/notify';
import { PROFILE_MESSAGES } from '../utils/profileTexts';
import { changedFields, type UserUpdate } from '../utils/profileRules';

export function useProfileSave(user: User, isOwn: boolean) {
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const { setUser } = useSession();
  const showErrors = useFormErrors();

  /** True when saved (or nothing changed), false when the server refused. */
  const save = async (values: UserUpdate, form: FormInstance): Promise<boolean> => {
    const body = changedFields(user, values);
    if (Object.keys(body).length === 0) return true;
    try {
      const next = await updateUser({ id: user.id, userUpdate: body }).unwrap();
      if (isOwn) setUser(next);
      notify.success(PROFILE_MESSAGES.profileUpdated);
      return true;
    } catch (error) {
      showErrors(error, form, Object.keys(values));
      return false;
    }
  };

  return { save, isSaving: isLoading };
}
