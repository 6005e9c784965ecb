import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateAnalysisMutation, useListAnalysesQuery, type Analysis, exportsApi } from '@/api';
import { useAccess, useSession } from '@/entities/session';
import { SettingsDataTable } from '@/entities/list-settings/SettingsDataTable';
import { paths } from '@/shared/config/paths';
import { AnalysisNameModal } from './AnalysisNameModal';
import { DeleteAnalysesModal } from './DeleteAnalysesModal';
import { useAppDispatch } from '@/shared/store/hooks';
import { analysesList } from '../utils/analysesList';

type Dialog = { kind: 'create' } | { kind: 'delete'; analyses: Analysis[] } | null;

export interface AnalysesTableProps {
  /** Adds the owner column linking to /profile/{userId} (the admin-style list). */
  showUser?: boolean;
  /** Shows 'Create analysis' (default true; hidden for the restricted user kind anyway). */
  allowCreate?: boolean;
}

/**
 * The analyses list (spec 2 "Analyses list"): the shared DataTable over listAnalyses with its
 * saved settings, export, the create-analysis modal and the delete modal for selected rows.
 */
export function AnalysesTable({ showUser = false, allowCreate = true }: AnalysesTableProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { parameters } = useSession();
  const { canUseResultActions } = useAccess();
  const [create] = useCreateAnalysisMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [opened, setOpened] = useState(0);
  const [deletedIds, setDeletedIds] = useState<number[]>([]);

  const table = useMemo(() => analysesList(parameters, showUser), [parameters, showUser]);

  const openDialog = (next: NonNullable<Dialog>) => {
    setOpened((n) => n + 1);
    setDialog(next);
  };

  const createEmpty = async (name: string) => {
    const created = await create({
      fromQuery: false,
      pagination: false,
      analysisCreate: { name, addResultIds: [] },
    }).unwrap();
    setDialog(null);
    navigate(paths.analysisDetail(created.id));
  };

  return (
    <>
      <SettingsDataTable<Analysis>
        {...table}
        useQuery={useListAnalysesQuery}
        ariaLabel="Analyses"
        selectable
        resetKey={deletedIds.join(',')}
        exporter={{
          fileName: 'analyses',
          trigger: (args) =>
            dispatch(
              exportsApi.endpoints.exportAnalyses.initiate(args, {
                subscribe: false,
                forceRefetch: true,
              }),
            ).unwrap(),
        }}
        toolbar={({ selectedRows }) => (
          <>
            {allowCreate && canUseResultActions && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => openDialog({ kind: 'create' })}
              >
                Create analysis
              </Button>
            )}
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selectedRows.length === 0}
              onClick={() => openDialog({ kind: 'delete', analyses: selectedRows })}
            >
              Delete
            </Button>
          </>
        )}
      />
      <AnalysisNameModal
        key={`create-${opened}`}
        open={dialog?.kind === 'create'}
        title="Create Analysis"
        okText="Create"
        onSubmit={createEmpty}
        onClose={() => setDialog(null)}
      />
      <DeleteAnalysesModal
        open={dialog?.kind === 'delete'}
        analyses={dialog?.kind === 'delete' ? dialog.analyses : []}
        onDeleted={(ids) => {
          setDeletedIds((prev) => [...prev, ...ids]);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
