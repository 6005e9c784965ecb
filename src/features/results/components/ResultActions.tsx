import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Result } from '@/api';
import { paths } from '@/shared/config/paths';
import {
  AddToAnalysisModal,
  CreateAnalysisModal,
  querySource,
  selectionSource,
} from '@/entities/analysis/actions';
import type { ToolbarContext } from '@/shared/ui/DataTable';
import { DeleteResultsDialog } from './DeleteResultsDialog';

type Dialog = 'fromQuery' | 'fromSelection' | 'add' | 'delete' | null;

interface Props extends ToolbarContext<Result> {
  onDeleted: (ids: number[]) => void;
}

/** The analysis and delete actions of the results list (not for the restricted user kind). */
export function ResultActions({
  selectedRowKeys,
  selectedRows,
  query,
  total,
  clearSelection,
  onDeleted,
}: Props) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const ids = selectedRowKeys.map(Number);
  const none = ids.length === 0;
  const close = () => setDialog(null);
  const fromQuery = dialog === 'fromQuery';

  return (
    <>
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={total === 0}
        onClick={() => setDialog('fromQuery')}
      >
        Analysis from all results
      </Button>
      <Button disabled={none} onClick={() => setDialog('fromSelection')}>
        Create analysis
      </Button>
      <Button disabled={none} onClick={() => setDialog('add')}>
        Add to analysis
      </Button>
      <Button danger icon={<DeleteOutlined />} disabled={none} onClick={() => setDialog('delete')}>
        Delete
      </Button>
      <CreateAnalysisModal
        open={fromQuery || dialog === 'fromSelection'}
        source={fromQuery ? querySource(query) : selectionSource(ids)}
        count={fromQuery ? total : ids.length}
        onClose={close}
        onCreated={(analysis) => navigate(paths.analysisDetail(analysis.id))}
      />
      <AddToAnalysisModal
        open={dialog === 'add'}
        resultIds={ids}
        resultOwners={selectedRows.map((r) => r.createdByUser.id)}
        onClose={close}
        onAdded={clearSelection}
      />
      <DeleteResultsDialog
        open={dialog === 'delete'}
        ids={ids}
        onClose={close}
        onDeleted={onDeleted}
      />
    </>
  );
}
