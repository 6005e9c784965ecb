/**
 * The question before something is deleted for good (an FAQ category or question, a how-to
 * item): its text, Cancel and a red Delete that runs the deletion, confirms it and closes. A
 * failure is reported by the central handler and the dialog stays open.
 */
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { notify } from '@/shared/ui/notify';

export interface DeleteDialogProps {
  title: string;
  text: string;
  /** the success message */
  done: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
}

export function DeleteDialog({ title, text, done, remove, onClose }: DeleteDialogProps) {
  const run = async () => {
    await remove();
    notify.success(done);
    onClose();
  };
  return (
    <ConfirmDialog
      title={title}
      okText="Delete"
      danger
      onConfirm={run}
      onCancel={onClose}
      question={text}
    />
  );
}
