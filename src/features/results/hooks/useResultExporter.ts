import { useMemo } from 'react';
import { exportsApi } from '@/api';
import type { DataTableExporter } from '@/shared/ui/DataTable';
import { useAppDispatch } from '@/shared/store/hooks';

/** Excel, CSV and ZIP of the results list: the current query (or the selected ids) with tzo. */
/** The results export of a list; `fileName` names the file when the server names none. */
export function useResultExporter(fileName = 'results'): DataTableExporter {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      fileName,
      trigger: (args) =>
        dispatch(
          exportsApi.endpoints.exportResults.initiate(args, {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap(),
    }),
    [dispatch, fileName],
  );
}
