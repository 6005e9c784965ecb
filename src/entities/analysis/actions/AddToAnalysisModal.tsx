import { Button, Flex, Modal } from 'antd';
import { useState } from 'react';
import { useUpdateAnalysisMutation, type AnalysisUpdateResult } from '@/api';
import { notify } from '@/shared/ui/notify';
import { AnalysisPicker } from './AnalysisPicker';
import { addResultsLabel, addedReport, fillableOwners } from './analysisRules';
import { useReportApiError } from '@/shared/ui/formErrors';
import { useSession } from '@/entities/session';

export const ADD_TO_ANALYSIS_TITLE = 'Add to Analysis';

export interface AddToAnalysisModalProps {
  open: boolean;
  resultIds: readonly number[];
  /** Who owns each of the results (their creators' ids): an admin's picker offers what fits. */
  resultOwners?: readonly number[];
  onClose: () => void;
  /** After the results were added (the counts were already reported). */
  onAdded?: (analysis: AnalysisUpdateResult) => void;
}

/**
 * The add-to-analysis popup of the result lists: search an analysis, then PUT addResultIds. The
 * server skips results already in it; the counts are reported as a success notice. An analysis
 * holds only results its owner may read, so an admin is offered the admin's own analyses and,
 * when all the results are one user's, that user's analyses.
 */
export function AddToAnalysisModal({ open, onClose, ...rest }: AddToAnalysisModalProps) {
  return (
    <Modal
      title={ADD_TO_ANALYSIS_TITLE}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <AddToAnalysisForm onClose={onClose} {...rest} />
    </Modal>
  );
}

function AddToAnalysisForm({
  resultIds,
  resultOwners = [],
  onClose,
  onAdded,
}: Omit<AddToAnalysisModalProps, 'open'>) {
  const [picked, setPicked] = useState<number | null>(null);
  const { isAdmin, userId } = useSession();
  // an admin sees every user's analyses, but may fill only some with these results
  const owners = isAdmin && userId !== null ? fillableOwners(userId, resultOwners) : undefined;
  const [update, { isLoading }] = useUpdateAnalysisMutation();
  const reportApiError = useReportApiError();

  const submit = async () => {
    if (picked === null) return;
    try {
      const analysis = await update({
        id: picked,
        analysisUpdate: { addResultIds: [...resultIds] },
      }).unwrap();
      notify.success(addedReport(analysis.addedCount ?? 0, analysis.skippedCount ?? 0));
      onAdded?.(analysis);
      onClose();
    } catch (error) {
      reportApiError(error);
    }
  };

  return (
    <Flex vertical gap={16}>
      <AnalysisPicker value={picked} onChange={setPicked} owners={owners} />
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          loading={isLoading}
          disabled={picked === null || resultIds.length === 0}
          onClick={() => void submit()}
        >
          {addResultsLabel(resultIds.length)}
        </Button>
      </Flex>
    </Flex>
  );
}
