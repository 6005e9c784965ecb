/**
 * A shared analysis, read-only, for anyone with the link ('/share/{type}/analyses/{shareId}'):
 * chart, map, date ranges, downloads and the results table work; no back link, edit, delete,
 * result removal or share panel; 'Creator' shown. A snapshot shows the results as they were
 * shared; a dynamic link the analysis as it is now.
 */
import { useCallback } from 'react';
import { useGetSharedAnalysisQuery } from '@/api';
import { AnalysisView } from '@/entities/analysis/AnalysisView';
import { useReportApiError } from '@/shared/ui/formErrors';
import { paths } from '@/shared/config/paths';
import { QueryState } from '@/shared/ui/QueryState';
import { useDetailPage } from '@/shared/ui/useDetailPage';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';

export function SharedAnalysisPage({ type: raw, shareId }: { type: string; shareId: string }) {
  const type = raw === 'snapshot' || raw === 'dynamic' ? raw : null;
  const query = useDeferredQuery(
    useGetSharedAnalysisQuery({ type: type ?? 'snapshot', shareId }, { skip: !type }),
  );
  // an unknown, revoked or expired share (404) or a malformed address is not found
  const load = useDetailPage(query, { invalid: !type, report: useReportApiError() });
  const resultPath = useCallback(
    (id: number) =>
      type === 'dynamic'
        ? paths.shareDynamicAnalysisResult(shareId, id)
        : paths.shareSnapshotAnalysisResult(shareId, id),
    [type, shareId],
  );
  return (
    <QueryState {...load.state}>
      {query.data && type && (
        <AnalysisView
          analysis={query.data}
          source={{ kind: 'share', type, shareId }}
          resultPath={resultPath}
        />
      )}
    </QueryState>
  );
}
