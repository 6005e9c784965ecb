/**
 * Saves profile fields of the shown user: PUT with the changed fields only, the success text,
 * and on the own profile the session's user is replaced by the answer (setUser). Failures are
 * shown by the central error handler; violations also go onto the dialog's fields.
 */
import type { FormInstance } from 'antd';
import { useUpdateUserMutation, type Schemas } from '@/api';
import { useSession } from '@/shared/auth/useSession';
import { notify } from '@/shared/ui/notify';
import { PROFILE_MESSAGES } from '../utils/messages';
import { changedFields, type UserUpdate } from '../utils/profileRules';
import { applyViolations } from '../utils/violations';

export function useProfileSave(user: Schemas['User'], isOwn: boolean) {
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const { setUser } = useSession();

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
      applyViolations(form, error, Object.keys(values));
      return false;
    }
  };

  return { save, isSaving: isLoading };
}
