import { Typography } from 'antd';
import { useUpdateAnalysisMutation } from '@/api';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { notify } from '@/shared/ui/notify';
import { useReportApiError } from '@/shared/ui/formErrors';
import { UPDATED_MESSAGE } from '../utils/analysisTexts';

export interface RemoveResultsModalProps {
  open: boolean;
  analysisId: number;
  resultIds: readonly number[];
  onRemoved: (ids: number[]) => void;
  onClose: () => void;
}

/** 'Delete Selected Results': takes the results out of the analysis (removeResultIds). */
export function RemoveResultsModal(props: RemoveResultsModalProps) {
  const { open, analysisId, resultIds, onRemoved, onClose } = props;
  const [update] = useUpdateAnalysisMutation();
  const reportError = useReportApiError();

  const confirm = async () => {
    try {
      await update({
        id: analysisId,
        analysisUpdate: { removeResultIds: [...resultIds] },
      }).unwrap();
      notify.success(UPDATED_MESSAGE);
      onRemoved([...resultIds]);
    } catch (error) {
      reportError(error);
    }
  };

  const n = resultIds.length;
  return (
    <ConfirmDialog
      open={open}
      title="Delete Selected Results"
      okText="Delete"
      danger
      onConfirm={confirm}
      onCancel={onClose}
      question={
        n === 1
          ? 'Do you really want to remove the selected result from this analysis?'
          : `Do you really want to remove the ${n} selected results from this analysis?`
      }
    >
      <Typography.Paragraph type="secondary">
        The results stay in your result list.
      </Typography.Paragraph>
    </ConfirmDialog>
  );
}
