/**
 * The confirmation before a parameter's status changes: the action's title and text, the action
 * itself as the OK button (red for Deactivate) and Cancel.
 */
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import type { ConfirmedAction } from '../hooks/useParameterActions';
import { CONFIRM } from '../utils/parameterMessages';

export interface ConfirmActionDialogProps {
  /** the action waiting for its confirmation; null: the dialog is closed */
  action: ConfirmedAction | null;
  onConfirm: (action: ConfirmedAction) => void;
  onCancel: () => void;
}

export function ConfirmActionDialog({ action, onConfirm, onCancel }: ConfirmActionDialogProps) {
  const confirmation = action ? CONFIRM[action] : null;
  return (
    <ConfirmDialog
      open={confirmation !== null}
      title={confirmation?.title}
      okText={confirmation?.title ?? ''}
      danger={action === 'deactivate'}
      onConfirm={() => action && onConfirm(action)}
      onCancel={onCancel}
      question={confirmation?.content}
    />
  );
}
