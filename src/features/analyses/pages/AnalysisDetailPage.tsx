import { useState } from 'react';
import { useGetAnalysisQuery, type Analysis } from '@/api';
import { useAccess, useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { AnalysisView } from '@/entities/analysis/AnalysisView';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { QueryState } from '@/shared/ui/QueryState';
import { SharePanel } from '@/entities/share';
import { useDetailPage, useRouteId } from '@/shared/ui/useDetailPage';
import { useGoBack } from '@/shared/ui/useGoBack';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';
import { AnalysisActions } from '../components/AnalysisActions';
import { useResultRemoval } from '../components/useResultRemoval';

/**
 * While the delete is sent the page shows only a spinner: the analysis's queries must not be
 * watched then, or their refetch after the delete would answer 404 (not-found, error notice).
 */
type Phase = 'open' | 'deleting' | 'deleted';

/** /analyses/{id}: one analysis; unknown (404) goes to the not-found route. */
export function AnalysisDetailPage() {
  const id = useRouteId();
  const goBack = useGoBack(paths.analyses);
  const [phase, setPhase] = useState<Phase>('open');
  const query = useDeferredQuery(
    useGetAnalysisQuery({ id: id ?? 0 }, { skip: id === null || phase !== 'open' }),
  );
  const load = useDetailPage(query, { invalid: id === null, leaving: phase !== 'open' });

  if (phase === 'deleted') return null;
  if (phase === 'deleting') return <DelayedSpinner minHeight="60vh" />;
  return (
    <QueryState {...load.state}>
      {query.data && (
        <OwnAnalysis
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

/**
 * The owner's view: back link, rename and delete, removal of selected results (not for the
 * restricted user kind) and the share panel (not for the restricted kind nor admins).
 */
function OwnAnalysis(props: {
  analysis: Analysis;
  onBack: () => void;
  onDeleted: () => void;
  onDeleteStart: () => void;
  onDeleteFailed: () => void;
}) {
  const { analysis } = props;
  const { isAdmin } = useSession();
  const { canShare, canUseResultActions } = useAccess();
  const removal = useResultRemoval(analysis.id);
  return (
    <>
      <AnalysisView
        analysis={analysis}
        source={{ kind: 'own', id: analysis.id }}
        resultPath={paths.resultDetail}
        onBack={props.onBack}
        actions={
          <AnalysisActions
            analysis={analysis}
            onDeleted={props.onDeleted}
            onDeleteStart={props.onDeleteStart}
            onDeleteFailed={props.onDeleteFailed}
          />
        }
        editing={canUseResultActions ? removal.editing : undefined}
        sharing={
          canShare && !isAdmin && <SharePanel resource="analysis" resourceId={analysis.id} />
        }
      />
      {removal.dialog}
    </>
  );
}
