import { useMemo } from 'react';
import { useListAnalysisResultsByTimeQuery, useListAnalysisResultsQuery, type Result } from '@/api';
import type { DateRange, RangeMode } from '@/shared/lib/dateRange';

const NONE: Result[] = [];

export interface RangeResults {
  /** Successful results of the parameter in the range, oldest first. */
  results: Result[];
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The chart and map data: the analysis's results of the selected period (the time-range call)
 * or, for 'all', its whole span (the results list without paging), narrowed to one parameter.
 * Discarded (unsuccessful) measurements have no valid value and are left out.
 */
export function useAnalysisResultsInRange(
  id: number,
  mode: RangeMode,
  range: DateRange,
  parameterId: number | undefined,
): RangeResults {
  const all = mode === 'all';
  const byTime = useListAnalysisResultsByTimeQuery(
    { id, start: range.start, end: range.end },
    { skip: all },
  );
  const whole = useListAnalysisResultsQuery(
    { id, pagination: false, order: 'sampleCreationDate:asc' },
    { skip: !all },
  );
  const query = all ? whole : byTime;
  const members = query.data?.['hydra:member'] ?? NONE;
  const results = useMemo(
    () =>
      members
        .filter((r) => r.parameterId === parameterId && !r.discardedResult)
        .sort((a, b) => a.sampleCreationDate - b.sampleCreationDate || a.id - b.id),
    [members, parameterId],
  );
  return {
    results,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    refetch: () => void query.refetch(),
  };
}
