import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
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

type SelectionDialog = 'fromSelection' | 'add' | 'delete';
const SELECTION_ACTIONS: { key: SelectionDialog; label: string; danger?: true }[] = [
  { key: 'fromSelection', label: 'Create analysis' },
  { key: 'add', label: 'Add to analysis' },
  { key: 'delete', label: 'Delete', danger: true },
];

/**
 * The analysis and delete actions of the results list (not for the restricted user kind). On a
 * narrow table (a phone) the actions on the selected rows are the items of one 'Selected' menu
 * (the count as its badge), so the toolbar keeps to two lines.
 */
export function ResultActions({
  selectedRowKeys,
  selectedRows,
  query,
  total,
  clearSelection,
  narrow,
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
      {narrow ? (
        <Dropdown
          trigger={['click']}
          disabled={none}
          menu={{
            items: SELECTION_ACTIONS.map(({ key, label, danger }) => ({
              key,
              label,
              danger,
              icon: danger && <DeleteOutlined />,
            })),
            onClick: ({ key }) => setDialog(key as SelectionDialog),
          }}
        >
          <Badge count={ids.length} size="small">
            <Button disabled={none} aria-label={`Selected (${ids.length})`}>
              Selected <DownOutlined />
            </Button>
          </Badge>
        </Dropdown>
      ) : (
        <>
          <Button disabled={none} onClick={() => setDialog('fromSelection')}>
            Create analysis
          </Button>
          <Button disabled={none} onClick={() => setDialog('add')}>
            Add to analysis
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={none}
            onClick={() => setDialog('delete')}
          >
            Delete
          </Button>
        </>
      )}
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
