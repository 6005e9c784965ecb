import { useCallback, useMemo, useState } from 'react';
import { useListResultsQuery, type Result } from '@/api';
import { useAccess, useSession } from '@/entities/session';
import { SettingsDataTable } from '@/entities/list-settings/SettingsDataTable';
import type { ToolbarContext } from '@/shared/ui/DataTable';
import { ResultActions } from '../components/ResultActions';
import { useResultExporter } from '../hooks/useResultExporter';
import { resultsList } from '../utils/resultsList';
import { ListPage } from '@/shared/ui/ListPage';

/**
 * The results list (/results): the user's results in the shared DataTable with their saved
 * settings, export, and the analysis and delete actions on selected rows. The restricted user kind
 * has none of those actions, so its rows have no checkboxes either (export takes the query).
 */
export function ResultsPage() {
  const { isAdmin, parameters } = useSession();
  const { canUseResultActions } = useAccess();
  const table = useMemo(() => resultsList(parameters, isAdmin), [parameters, isAdmin]);
  const exporter = useResultExporter();
  const [deletedIds, setDeletedIds] = useState('');
  const toolbar = useCallback(
    (ctx: ToolbarContext<Result>) => (
      <ResultActions {...ctx} onDeleted={(ids) => setDeletedIds(ids.join(','))} />
    ),
    [],
  );

  return (
    <ListPage title="Results">
      <SettingsDataTable<Result>
        {...table}
        useQuery={useListResultsQuery}
        selectable={canUseResultActions}
        resetKey={deletedIds}
        exporter={exporter}
        toolbar={canUseResultActions ? toolbar : undefined}
        ariaLabel="Results"
      />
    </ListPage>
  );
}
