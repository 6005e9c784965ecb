import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { api } from '@/api';
import type { DataTableExporter } from '@/shared/ui/DataTable';

type ApiDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Excel, CSV and ZIP of the results list: the current query (or the selected ids) with tzo. */
export function useResultExporter(): DataTableExporter {
  const dispatch = useDispatch<ApiDispatch>();
  return useMemo(
    () => ({
      fileName: 'results',
      trigger: (args) =>
        dispatch(
          api.endpoints.exportResults.initiate(args, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
    }),
    [dispatch],
  );
}
