import { useMemo } from 'react';
import {
  useListAnalysisResultsByTimeQuery,
  useListAnalysisResultsQuery,
  useListSharedAnalysisResultsQuery,
  type Result,
} from '@/api';
import type { DateRange, RangeMode } from '@/shared/lib/dateRange';
import type { AnalysisSource } from './source';

const NONE: Result[] = [];

export interface RangeResults {
  /** Successful results of the parameter in the range, oldest first. */
  results: Result[];
  isLoading: boolean;
  isFetching: boolean;
  /** the failed call, shown with Retry in place of the chart or map */
  error: unknown;
  refetch: () => void;
}

/**
 * The chart and map data: the analysis's results of the selected period (the time-range call)
 * or, for 'all', its whole span (the results list without paging), narrowed to one parameter.
 * A share has no time-range call: its whole list is loaded once and the period cut here.
 * Discarded (unsuccessful) measurements have no valid value and are left out.
 */
export function useAnalysisResultsInRange(
  source: AnalysisSource,
  mode: RangeMode,
  range: DateRange,
  parameterId: number | undefined,
): RangeResults {
  const all = mode === 'all';
  const own = source.kind === 'own' ? source.id : 0;
  const byTime = useListAnalysisResultsByTimeQuery(
    { id: own, start: range.start, end: range.end },
    { skip: all || source.kind !== 'own' },
  );
  const whole = useListAnalysisResultsQuery(
    { id: own, pagination: false, order: 'sampleCreationDate:asc' },
    { skip: !all || source.kind !== 'own' },
  );
  const shared = useListSharedAnalysisResultsQuery(
    source.kind === 'share'
      ? { type: source.type, shareId: source.shareId, pagination: false }
      : { type: 'snapshot', shareId: '' },
    { skip: source.kind !== 'share' },
  );
  const query = source.kind === 'share' ? shared : all ? whole : byTime;
  const members = query.data?.['hydra:member'] ?? NONE;
  const cut = source.kind === 'share' && !all;
  const results = useMemo(
    () =>
      members
        .filter(
          (r) =>
            r.parameterId === parameterId &&
            !r.discardedResult &&
            (!cut || (r.sampleCreationDate >= range.start && r.sampleCreationDate <= range.end)),
        )
        .sort((a, b) => a.sampleCreationDate - b.sampleCreationDate || a.id - b.id),
    [members, parameterId, cut, range.start, range.end],
  );
  return {
    results,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
