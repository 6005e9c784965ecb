import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { api, useListAnalysisResultsQuery, type Result } from '@/api';
import { useAccess } from '@/shared/auth/useAccess';
import { useSession } from '@/shared/auth/useSession';
import { paths } from '@/shared/config/paths';
import { DataTable } from '@/shared/ui/DataTable';
import { RemoveResultsModal } from './RemoveResultsModal';
import { resultColumns } from '@/shared/ui/resultColumns';
import { useAppDispatch } from '@/shared/store/hooks';

export interface AnalysisResultsTableProps {
  analysisId: number;
  /** Read-only share view: no selection and no removal. */
  readOnly?: boolean;
  /** Where a result name links to (default the result detail). */
  resultPath?: (id: number) => string;
}

/**
 * The results of one analysis: the shared DataTable, removal of selected results, export.
 * Removal and row selection are hidden in share views and for the restricted user kind (no
 * delete actions on result lists); export is for everyone.
 */
export function AnalysisResultsTable({
  analysisId,
  readOnly = false,
  resultPath = paths.resultDetail,
}: AnalysisResultsTableProps) {
  const dispatch = useAppDispatch();
  const { parameters, isAdmin } = useSession();
  const { canUseResultActions } = useAccess();
  const editable = !readOnly && canUseResultActions;
  const [removing, setRemoving] = useState<number[] | null>(null);
  const [removed, setRemoved] = useState<number[]>([]);
  const columns = useMemo(
    () => resultColumns(parameters, isAdmin, resultPath),
    [parameters, isAdmin, resultPath],
  );
  const queryArgs = useMemo(() => ({ id: analysisId }), [analysisId]);

  return (
    <>
      <DataTable<Result, { id: number }>
        columns={columns}
        useQuery={useListAnalysisResultsQuery}
        queryArgs={queryArgs}
        ariaLabel="Analysis results"
        selectable={editable}
        resetKey={removed.join(',')}
        defaultOrder={{ field: 'sampleCreationDate', direction: 'desc' }}
        exporter={{
          formats: ['xlsx', 'csv', 'zip'],
          fileName: `analysis_${analysisId}_results`,
          trigger: ({ format, tzo, search, filter }) =>
            dispatch(
              api.endpoints.exportAnalysisResults.initiate(
                { id: analysisId, format, tzo, pagination: false, search, filter },
                { subscribe: false, forceRefetch: true },
              ),
            ).unwrap(),
        }}
        toolbar={({ selectedRowKeys }) =>
          editable && (
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selectedRowKeys.length === 0}
              onClick={() => setRemoving(selectedRowKeys.map(Number))}
            >
              Delete
            </Button>
          )
        }
      />
      <RemoveResultsModal
        open={removing !== null}
        analysisId={analysisId}
        resultIds={removing ?? []}
        onRemoved={(ids) => {
          setRemoved((prev) => [...prev, ...ids]);
          setRemoving(null);
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
