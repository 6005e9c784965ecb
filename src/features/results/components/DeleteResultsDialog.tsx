import { useDeleteResultsMutation } from '@/api';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { notify } from '@/shared/ui/notify';

export const DELETE_RESULTS_TITLE = 'Delete Selected Results';
/** Wording ours: the spec names the dialog only. */
export const deleteQuestion = (n: number) =>
  `Do you really want to delete the ${n} selected result(s)? This cannot be undone.`;
export const deletedReport = (n: number) => `${n} result(s) deleted.`;

interface Props {
  open: boolean;
  ids: readonly number[];
  onClose: () => void;
  onDeleted: (ids: number[]) => void;
}

/** Confirms and deletes the selected results (failures go to the central error handler). */
export function DeleteResultsDialog({ open, ids, onClose, onDeleted }: Props) {
  const [remove] = useDeleteResultsMutation();
  const confirm = async () => {
    try {
      const { deleted } = await remove({ resultIds: { ids: [...ids] } }).unwrap();
      notify.success(deletedReport(deleted));
      onDeleted([...ids]);
      onClose();
    } catch {
      // reported by the central error handler; the dialog stays open for another try
    }
  };
  return (
    <ConfirmDialog
      title={DELETE_RESULTS_TITLE}
      open={open}
      okText="Delete"
      danger
      onConfirm={confirm}
      onCancel={onClose}
      question={deleteQuestion(ids.length)}
    />
  );
}
