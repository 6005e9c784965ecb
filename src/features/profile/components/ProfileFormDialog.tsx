import type { User } from '@/api';
import { useProfileSave } from '../hooks/useProfileSave';
import type { UserUpdate } from '../utils/profileRules';
import { EditFormDialog, type EditFormDialogProps } from './EditFormDialog';

/** What every profile edit dialog is given: whose profile, and whether it is open. */
export interface ProfileDialogProps {
  user: User;
  isOwn: boolean;
  open: boolean;
  onClose: () => void;
}

type Props<T extends UserUpdate> = ProfileDialogProps &
  Pick<EditFormDialogProps<T>, 'title' | 'name' | 'initialValues' | 'children'> & {
    /** the form's values as the user's update (default: as they are) */
    toUpdate?: (values: T) => UserUpdate;
  };

/** A profile edit dialog: the fields the user changed are saved on the shown user. */
export function ProfileFormDialog<T extends UserUpdate>({
  user,
  isOwn,
  toUpdate = (values) => values,
  ...frame
}: Props<T>) {
  const { save, isSaving } = useProfileSave(user, isOwn);
  return (
    <EditFormDialog<T>
      {...frame}
      saving={isSaving}
      onSubmit={(values, form) => save(toUpdate(values), form)}
    />
  );
}
