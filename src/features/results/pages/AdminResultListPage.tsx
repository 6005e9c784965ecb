/**
 * The admin result lists (/admin/result-list/successful and /admin/result-list/discarded, one
 * screen told apart by the path): every user's results, successful or discarded, on the shared
 * DataTable with the admin columns (the pseudonymous creator instead of the name, the value's
 * bounds, company, segment), saved settings per list, Excel, CSV and ZIP exports, the analysis
 * and delete actions, and 'All parameter', which drops the parameter, citation, unit and range
 * filters.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from 'antd';
import { useListResultsQuery, type Result, type TableFilter } from '@/api';
import { useSession } from '@/entities/session';
import { SettingsDataTable } from '@/entities/list-settings/SettingsDataTable';
import type { ToolbarContext } from '@/shared/ui/DataTable';
import { ListPage } from '@/shared/ui/ListPage';
import { resultColumns } from '@/entities/result/resultColumns';
import { ResultActions } from '../components/ResultActions';
import { useResultExporter } from '../hooks/useResultExporter';

const DEFAULT_ORDER = { field: 'sampleCreationDate', direction: 'desc' } as const;
/** What 'All parameter' clears: the filters that narrow the list to one parameter. */
export const PARAMETER_FILTER_FIELDS = [
  'parameter.id',
  'citationForm',
  'measurementUnit',
  'parameter.parameterRange',
];

export function AdminResultListPage() {
  const discarded = useLocation().pathname.includes('discarded');
  // remount per list: each keeps its own settings
  return <AdminResultList key={String(discarded)} discarded={discarded} />;
}

function AdminResultList({ discarded }: { discarded: boolean }) {
  const { parameters } = useSession();
  const columns = useMemo(() => resultColumns(parameters, true), [parameters]);
  const exporter = useResultExporter(discarded ? 'discarded_results' : 'successful_results');
  const [deletedIds, setDeletedIds] = useState('');
  const fixedFilters = useMemo<TableFilter[]>(
    () => [{ field: 'discardedResult', operator: 'eq', value: discarded }],
    [discarded],
  );
  const toolbar = useCallback(
    (ctx: ToolbarContext<Result>) => (
      <>
        <ResultActions {...ctx} onDeleted={(ids) => setDeletedIds(ids.join(','))} />
        <Button
          onClick={() =>
            ctx.setFilters(
              ctx.filters.filter(
                (f) => !PARAMETER_FILTER_FIELDS.includes(f.selectedParameter.name),
              ),
            )
          }
        >
          All parameter
        </Button>
      </>
    ),
    [],
  );
  const title = discarded ? 'Discarded Result List' : 'Successful Result List';
  return (
    <ListPage title={title}>
      <SettingsDataTable<Result>
        list={discarded ? 'discardedResult' : 'successfulResult'}
        columns={columns}
        useQuery={useListResultsQuery}
        fixedFilters={fixedFilters}
        selectable
        resetKey={deletedIds}
        defaultOrder={DEFAULT_ORDER}
        exporter={exporter}
        toolbar={toolbar}
        ariaLabel={title}
      />
    </ListPage>
  );
}
