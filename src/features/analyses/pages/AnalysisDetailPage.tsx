import { useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useGetAnalysisQuery } from '@/api';
import { paths } from '@/shared/config/paths';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { QueryState } from '@/shared/ui/QueryState';
import { AnalysisView } from '../components/AnalysisView';
import { useGoBack } from '@/shared/ui/useGoBack';

/**
 * While the delete is sent the page shows only a spinner: the analysis's queries must not be
 * watched then, or their refetch after the delete would answer 404 (not-found, error notice).
 */
type Phase = 'open' | 'deleting' | 'deleted';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** /analyses/{id}: one analysis; unknown (404) goes to the not-found route. */
export function AnalysisDetailPage() {
  const { id: raw = '' } = useParams();
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const goBack = useGoBack(paths.analyses);
  const [phase, setPhase] = useState<Phase>('open');
  const query = useGetAnalysisQuery({ id: id ?? 0 }, { skip: id === null || phase !== 'open' });

  if (phase === 'deleted') return null;
  if (phase === 'deleting') return <DelayedSpinner minHeight="60vh" />;
  if (id === null || isNotFound(query.error)) return <Navigate to={paths.notFound} replace />;
  return (
    <QueryState
      isLoading={query.isLoading}
      error={query.isError && !query.isFetching}
      onRetry={() => void query.refetch()}
      minHeight="60vh"
    >
      {query.data && (
        <AnalysisView
          key={query.data.id}
          analysis={query.data}
          onBack={goBack}
          onDeleteStart={() => setPhase('deleting')}
          onDeleteFailed={() => setPhase('open')}
          onDeleted={() => {
            setPhase('deleted');
            goBack();
          }}
        />
      )}
    </QueryState>
  );
}
