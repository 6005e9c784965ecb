import { Typography } from 'antd';
import { useUpdateAnalysisMutation } from '@/api';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { notify } from '@/shared/ui/notify';
import { useReportApiError } from '@/shared/ui/formErrors';
import { DELETED_MESSAGE } from '../utils/analysisTexts';

export interface DeleteAnalysesModalProps {
  open: boolean;
  /** The analyses to delete (id and name). */
  analyses: readonly { id: number; name: string }[];
  /** Called with the ids the server discarded. */
  onDeleted: (ids: number[]) => void;
  /**
   * Called before the updates are sent, e.g. for a page to stop watching the analysis (its
   * refetch after the delete would answer 404); `onFailed` when none was deleted.
   */
  onStart?: () => void;
  onFailed?: () => void;
  onClose: () => void;
}

/**
 * 'Delete Analysis': one update `{ discarded: true }` per analysis (spec 2 section 4). The
 * results stay in the result list; the server revokes the analyses' share links.
 */
export function DeleteAnalysesModal(props: DeleteAnalysesModalProps) {
  const { open, analyses, onDeleted, onStart, onFailed, onClose } = props;
  const [update] = useUpdateAnalysisMutation();
  const reportError = useReportApiError();
  const single = analyses.length === 1;

  const confirm = async () => {
    if (onStart) {
      onStart();
      // let the caller re-render (and drop its queries of these analyses) before sending
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const outcomes = await Promise.allSettled(
      analyses.map((a) => update({ id: a.id, analysisUpdate: { discarded: true } }).unwrap()),
    );
    const deleted = analyses.filter((_, i) => outcomes[i].status === 'fulfilled').map((a) => a.id);
    const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (failure) reportError(failure.reason);
    else notify.success(DELETED_MESSAGE);
    if (deleted.length) onDeleted(deleted);
    else onFailed?.();
  };

  return (
    <ConfirmDialog
      open={open}
      title="Delete Analysis"
      okText="Delete"
      danger
      onConfirm={confirm}
      onCancel={onClose}
      question={
        single
          ? `Do you really want to delete the analysis '${analyses[0]?.name ?? ''}'?`
          : `Do you really want to delete the ${analyses.length} selected analyses?`
      }
    >
      <Typography.Paragraph type="secondary">
        The results stay in your result list. Share links of the deleted{' '}
        {single ? 'analysis' : 'analyses'} stop working.
      </Typography.Paragraph>
    </ConfirmDialog>
  );
}
