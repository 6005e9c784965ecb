import { useDeleteResultMutation, type Result as ApiResult } from '@/api';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { notify } from '@/shared/ui/notify';

type Result = Pick<ApiResult, 'id' | 'measurementName'>;

export const DELETE_SUCCESS = 'Successfully deleted Result.';

export interface DeleteResultDialogProps {
  result: Result;
  open: boolean;
  onClose: () => void;
  /** called before the request is sent (the page stops treating a 404 as "not found") */
  onDeleting?: () => void;
  /** called after the result was deleted (the page goes back) */
  onDeleted: () => void;
}

/** Asks before deleting a result; failures are reported by the central error handler. */
export function DeleteResultDialog({
  result,
  open,
  onClose,
  onDeleting,
  onDeleted,
}: DeleteResultDialogProps) {
  const [remove] = useDeleteResultMutation();
  const confirm = async () => {
    onDeleting?.();
    try {
      await remove({ id: result.id }).unwrap();
      notify.success(DELETE_SUCCESS);
      onDeleted();
    } catch {
      onClose();
    }
  };
  return (
    <ConfirmDialog
      title="Delete Result"
      open={open}
      okText="Delete"
      danger
      onConfirm={confirm}
      onCancel={onClose}
      question={
        <>
          Do you really want to delete the result <strong>{result.measurementName}</strong>? This
          cannot be undone.
        </>
      }
    />
  );
}
