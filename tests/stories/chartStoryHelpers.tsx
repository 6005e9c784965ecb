/**
 * Story helper (used by ChartCard and MapView stories only): loads the signed-in user's results
 * from the mock server, the way a page would, and hands them to a chart or map.
 */
import type { ReactNode } from 'react';
import { useListResultsQuery, type Result } from '@/api';
import { QueryState } from '@/shared/ui/QueryState';

export function LiveResults({
  children,
  select = (r) => r,
}: {
  children: (results: Result[]) => ReactNode;
  select?: (results: Result[]) => Result[];
}) {
  const { data, isLoading, error, refetch } = useListResultsQuery({
    pagination: false,
    order: 'sampleCreationDate:asc',
  });
  return (
    <QueryState isLoading={isLoading} error={error} onRetry={refetch}>
      {data && children(select(data['hydra:member']))}
    </QueryState>
  );
}
