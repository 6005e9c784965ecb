/**
 * A shared result, read-only, for anyone with the link: '/share/{type}/results/{shareId}' (a
 * result share) or a result of an analysis share ('/share/dynamic/analyses/{shareId}/result/
 * {resultId}', '/share/snapshot/analyses/result/{resultId}?share={shareId}'). No back link, edit,
 * delete or share panel; 'Creator' shown; the image and the downloads work (a result of an
 * analysis share offers its image, the analysis view offers the exports).
 */
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  imageAddress,
  useGetSharedAnalysisResultQuery,
  useGetSharedResultQuery,
  type Result,
} from '@/api';
import { useReportApiError } from '@/shared/ui/formErrors';
import { paths } from '@/shared/config/paths';
import { recordIdOf } from '@/shared/lib/recordId';
import { DownloadPanel } from '@/shared/ui/DownloadPanel';
import { QueryState } from '@/shared/ui/QueryState';
import { useDetailPage, type DetailQuery } from '@/shared/ui/useDetailPage';
import {
  IMAGE_ONLY,
  RESULT_DOWNLOADS,
  ResultView,
  useResultDownloads,
  type ResultShareSource,
} from '@/entities/result/ResultView';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';
import { NoIndex } from '../components/NoIndex';

type LinkType = 'snapshot' | 'dynamic';
const linkTypeOf = (v: string | undefined): LinkType | null =>
  v === 'snapshot' || v === 'dynamic' ? v : null;

function SharedResultBody({
  query,
  share,
  invalid,
}: {
  query: DetailQuery & { data?: Result };
  share: ResultShareSource;
  invalid: boolean;
}) {
  // an unknown, revoked or expired share (404) or a malformed address is not found
  const load = useDetailPage(query, { invalid, report: useReportApiError() });
  const downloads = useResultDownloads(query.data, share);
  const result = query.data;
  return (
    <QueryState {...load.state}>
      {downloads.messageHolder}
      {result && (
        <ResultView
          result={result}
          shared
          imageSrc={imageAddress('getSharedImage', {
            shareId: share.shareId,
            resultId: share.resultId,
          })}
          imageHref={paths.shareImage(share.shareId, share.resultId)}
          downloads={
            <DownloadPanel
              kinds={share.resultId ? IMAGE_ONLY : RESULT_DOWNLOADS}
              busy={downloads.busy}
              onDownload={downloads.download}
            />
          }
        />
      )}
    </QueryState>
  );
}

/** '/share/{type}/results/{shareId}'. */
export function SharedResultPage({ type: raw, shareId }: { type: string; shareId: string }) {
  const type = linkTypeOf(raw);
  const query = useDeferredQuery(
    useGetSharedResultQuery({ type: type ?? 'snapshot', shareId }, { skip: !type }),
  );
  const share = useMemo(() => ({ shareId }), [shareId]);
  return <SharedResultBody query={query} share={share} invalid={!type} />;
}

/** A result of a shared analysis (dynamic: share id in the path; snapshot: in `?share=`). */
export function SharedAnalysisResultPage({ type }: { type: LinkType }) {
  const params = useParams();
  const [search] = useSearchParams();
  const shareId = (type === 'dynamic' ? params.shareId : search.get('share')) ?? '';
  const resultId = recordIdOf(type === 'dynamic' ? params.resultId : params.id);
  const invalid = !shareId || resultId === null;
  const query = useDeferredQuery(
    useGetSharedAnalysisResultQuery({ type, shareId, resultId: resultId ?? 0 }, { skip: invalid }),
  );
  const share = useMemo(() => ({ shareId, resultId: resultId ?? undefined }), [shareId, resultId]);
  return (
    <>
      <NoIndex />
      <SharedResultBody query={query} share={share} invalid={invalid} />
    </>
  );
}

export const SharedDynamicAnalysisResultPage = () => <SharedAnalysisResultPage type="dynamic" />;
export const SharedSnapshotAnalysisResultPage = () => <SharedAnalysisResultPage type="snapshot" />;
