import { useMemo, type Key, type ReactNode } from 'react';
import {
  useListAnalysisResultsQuery,
  useListSharedAnalysisResultsQuery,
  type Result,
  exportsApi,
} from '@/api';
import { useSession } from '@/entities/session';
import { DataTable, type DataTableExporter } from '@/shared/ui/DataTable';
import { resultColumns } from '@/entities/result/resultColumns';
import { useAppDispatch } from '@/shared/store/hooks';
import type { AnalysisSource } from './source';

/** What the owner's page adds to the table: row selection and the removal of selected rows. */
export interface ResultsTableEditing {
  toolbar: (ctx: { selectedRowKeys: Key[] }) => ReactNode;
  /** changes after a removal, to clear the selection */
  resetKey: string;
}

export interface AnalysisResultsTableProps {
  source: AnalysisSource;
  /** Where a result name links to. */
  resultPath: (id: number) => string;
  /** Selection and removal; left out in share views and for the restricted user kind. */
  editing?: ResultsTableEditing;
}

const ORDER = { field: 'sampleCreationDate', direction: 'desc' } as const;

/**
 * The results of one analysis on the shared DataTable, with export. A share view reads the
 * share's results and keeps a visitor's page size in this browser only (nothing is saved to an
 * account); the share's export holds all shared results, whatever the table's search.
 */
export function AnalysisResultsTable({ source, resultPath, editing }: AnalysisResultsTableProps) {
  const dispatch = useAppDispatch();
  const { parameters, isAdmin } = useSession();
  const columns = useMemo(
    () => resultColumns(parameters, isAdmin, resultPath),
    [parameters, isAdmin, resultPath],
  );
  const exporterOf = (
    fileName: string,
    fetch: DataTableExporter['trigger'],
  ): DataTableExporter => ({ formats: ['xlsx', 'csv', 'zip'], fileName, trigger: fetch });

  if (source.kind === 'share') {
    const { type, shareId } = source;
    return (
      <SharedTable
        args={{ type, shareId }}
        columns={columns}
        exporter={exporterOf('shared_analysis_results', ({ format, tzo }) =>
          dispatch(
            exportsApi.endpoints.exportSharedResults.initiate(
              { shareId, format, tzo },
              { subscribe: false, forceRefetch: true },
            ),
          ).unwrap(),
        )}
      />
    );
  }
  const id = source.id;
  return (
    <OwnTable
      args={{ id }}
      columns={columns}
      editing={editing}
      exporter={exporterOf(`analysis_${id}_results`, ({ format, tzo, search, filter }) =>
        dispatch(
          exportsApi.endpoints.exportAnalysisResults.initiate(
            { id, format, tzo, pagination: false, search, filter },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap(),
      )}
    />
  );
}

type Columns = ReturnType<typeof resultColumns>;

function OwnTable(props: {
  args: { id: number };
  columns: Columns;
  editing?: ResultsTableEditing;
  exporter: DataTableExporter;
}) {
  const { id } = props.args;
  const args = useMemo(() => ({ id }), [id]);
  return (
    <DataTable<Result, { id: number }>
      columns={props.columns}
      useQuery={useListAnalysisResultsQuery}
      queryArgs={args}
      ariaLabel="Analysis results"
      selectable={!!props.editing}
      resetKey={props.editing?.resetKey}
      defaultOrder={ORDER}
      exporter={props.exporter}
      toolbar={props.editing?.toolbar}
    />
  );
}

function SharedTable(props: {
  args: { type: 'snapshot' | 'dynamic'; shareId: string };
  columns: Columns;
  exporter: DataTableExporter;
}) {
  const { type, shareId } = props.args;
  const args = useMemo(() => ({ type, shareId }), [type, shareId]);
  return (
    <DataTable<Result, { type: 'snapshot' | 'dynamic'; shareId: string }>
      columns={props.columns}
      useQuery={useListSharedAnalysisResultsQuery}
      queryArgs={args}
      ariaLabel="Analysis results"
      defaultOrder={ORDER}
      exporter={props.exporter}
      persist="local"
      settingsKey="result"
    />
  );
}
