/**
 * The one server-driven table of the product (results, analyses, share links, notifications,
 * users, admin result lists). It knows no endpoint: the caller passes the list hook, the export
 * and, for settings kept elsewhere, `storedSettings` and `onSettingsChange`. A signed-in user's
 * list uses SettingsDataTable (entities/list-settings), which keeps them on the user's record.
 * Example, the results list:
 *
 *   const columns: DataTableColumn<Result>[] = [            // module level (stable)
 *     { key: 'measurementName', title: 'Name', type: 'string', fixed: true, render: (r) => <Link .../> },
 *     { key: 'parameter.id', title: 'Citation', type: 'enum', enumOptions },
 *     { key: 'sampleCreationDate', title: 'Date', type: 'date' },
 *   ];
 *   const dispatch = useAppDispatch();
 *   const { isRestricted } = useSession();
 *   <SettingsDataTable<Result>
 *     list="result"
 *     columns={columns}
 *     useQuery={useListResultsQuery}
 *     selectable
 *     resetKey={deletedIds.join(',')}
 *     defaultOrder={{ field: 'sampleCreationDate', direction: 'desc' }}
 *     exporter={{
 *       fileName: 'results',
 *       trigger: (args) =>
 *         dispatch(exportsApi.endpoints.exportResults.initiate(args, { subscribe: false, forceRefetch: true })).unwrap(),
 *     }}
 *     toolbar={({ selectedRowKeys, query, total }) => !isRestricted && <Button ...>Create analysis</Button>}
 *   />
 */
export { DataTable } from './DataTable';
export { firstListArgs, type TableArgsProps } from './tableArgs';
export { NO_FILTERS_TEXT } from './FilterModal';
export { FUTURE_DATE_NOTICE } from './FilterRow';
export { EXPORT_LABELS, EXPORT_PROGRESS_TEXT } from './ExportButton';
export type {
  DataTableColumn,
  DataTableExporter,
  DataTableProps,
  EnumOption,
  ExportArgs,
  HydraPage,
  PersistMode,
  TableQueryArgs,
  TableQueryHook,
  TableQueryResult,
  ToolbarContext,
} from './types';
