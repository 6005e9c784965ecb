import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useUpdateAnalysisMutation } from '@/api';
import { notify } from '@/shared/ui/notify';
import { useReportApiError } from '@/entities/session/formErrors';
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
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await update({
        id: analysisId,
        analysisUpdate: { removeResultIds: [...resultIds] },
      }).unwrap();
      notify.success(UPDATED_MESSAGE);
      onRemoved([...resultIds]);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const n = resultIds.length;
  return (
    <Modal
      open={open}
      title="Delete Selected Results"
      okText="Delete"
      okButtonProps={{ danger: true, loading: busy }}
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        {n === 1
          ? 'Do you really want to remove the selected result from this analysis?'
          : `Do you really want to remove the ${n} selected results from this analysis?`}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        The results stay in your result list.
      </Typography.Paragraph>
    </Modal>
  );
}
