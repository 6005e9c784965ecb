/**
 * Result detail (/results/{id}): loads the result, shows it in the ResultView with the download
 * and share panels, and hosts the edit and delete dialogs. A 404 on load goes to the not-found
 * page; after a delete the user goes back (or to the results list).
 */
import { Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useGetResultQuery, httpStatusOf } from '@/api';
import { useAccess, useSession, reportApiError } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { QueryState } from '@/shared/ui/QueryState';
import { DeleteResultDialog } from '../components/DeleteResultDialog';
import { DownloadPanel } from '@/shared/ui/DownloadPanel';
import { EditResultDialog } from '../components/EditResultDialog';
import { RESULT_DOWNLOADS, ResultView, useResultDownloads } from '@/entities/result/ResultView';
import { SharePanel } from '@/entities/share';
import { BackTitle } from '../components/BackTitle';
import { useGoBack } from '@/shared/ui/useGoBack';
import { useAppDispatch } from '@/shared/store/hooks';
import { resultIdOf } from '@/shared/lib/resultId';

type Dialog = 'edit' | 'delete' | null;

export function ResultDetailPage() {
  const id = resultIdOf(useParams().id);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const goBack = useGoBack(paths.results);
  const { isAdmin } = useSession();
  const { canShare, canUseResultActions } = useAccess();
  const showSharing = canShare && !isAdmin;
  const query = useGetResultQuery({ id: id ?? 0 }, { skip: id === null });
  const downloads = useResultDownloads(query.data);
  const [dialog, setDialog] = useState<Dialog>(null);
  const leaving = useRef(false);

  const notFound = id === null || httpStatusOf(query.error) === 404;
  useEffect(() => {
    if (notFound && !leaving.current) navigate(paths.notFound, { replace: true });
  }, [navigate, notFound]);
  useEffect(() => {
    if (query.error && httpStatusOf(query.error) !== 404) dispatch(reportApiError(query.error));
  }, [dispatch, query.error]);

  const result = query.data;
  const closeDialog = () => {
    leaving.current = false;
    setDialog(null);
  };

  const failed = !!query.error && !notFound;
  return (
    <Flex vertical gap={16}>
      {/* a failed load keeps the way back and the page's heading */}
      {failed && <BackTitle title="Result" onBack={goBack} />}
      <QueryState
        isLoading={query.isLoading || notFound}
        error={query.error}
        onRetry={() => void query.refetch()}
        minHeight="60vh"
      >
        {downloads.messageHolder}
        {result && (
          <>
            <ResultView
              result={result}
              imageSrc={`/api/results/${result.id}/image`}
              imageHref={paths.image(result.id)}
              onBack={goBack}
              onEdit={() => setDialog('edit')}
              onDelete={canUseResultActions ? () => setDialog('delete') : undefined}
              downloads={
                <DownloadPanel
                  kinds={RESULT_DOWNLOADS}
                  busy={downloads.busy}
                  onDownload={downloads.download}
                />
              }
              sharing={showSharing && <SharePanel resource="result" resourceId={result.id} />}
            />
            <EditResultDialog result={result} open={dialog === 'edit'} onClose={closeDialog} />
            <DeleteResultDialog
              result={result}
              open={dialog === 'delete'}
              onClose={closeDialog}
              onDeleting={() => (leaving.current = true)}
              onDeleted={goBack}
            />
          </>
        )}
      </QueryState>
    </Flex>
  );
}
