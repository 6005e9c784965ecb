/**
 * Result detail (/results/{id}): loads the result, shows it in the ResultView with the download
 * and share panels, and hosts the edit and delete dialogs. A 404 on load goes to the not-found
 * page; after a delete the user goes back (or to the results list).
 */
import { Flex } from 'antd';
import { useState } from 'react';
import { imageAddress, useGetResultQuery } from '@/api';
import { useAccess, useSession } from '@/entities/session';
import { useReportApiError } from '@/shared/ui/formErrors';
import { paths } from '@/shared/config/paths';
import { QueryState } from '@/shared/ui/QueryState';
import { useDeferredQuery } from '@/shared/ui/useDeferredQuery';
import { DeleteResultDialog } from '../components/DeleteResultDialog';
import { DownloadPanel } from '@/shared/ui/DownloadPanel';
import { EditResultDialog } from '../components/EditResultDialog';
import { RESULT_DOWNLOADS, ResultView, useResultDownloads } from '@/entities/result/ResultView';
import { SharePanel } from '@/entities/share';
import { BackTitle } from '@/shared/ui/BackTitle';
import { useDetailPage, useRouteId } from '@/shared/ui/useDetailPage';
import { useGoBack } from '@/shared/ui/useGoBack';

type Dialog = 'edit' | 'delete' | null;

export function ResultDetailPage() {
  const id = useRouteId();
  const goBack = useGoBack(paths.results);
  const { isAdmin } = useSession();
  const { canShare, canUseResultActions } = useAccess();
  const showSharing = canShare && !isAdmin;
  const query = useDeferredQuery(useGetResultQuery({ id: id ?? 0 }, { skip: id === null }));
  const downloads = useResultDownloads(query.data);
  const [dialog, setDialog] = useState<Dialog>(null);
  // once the delete is sent, the result's 404 is expected: the page goes back, not to not-found
  const [leaving, setLeaving] = useState(false);
  const load = useDetailPage(query, { invalid: id === null, leaving, report: useReportApiError() });

  const result = query.data;
  const closeDialog = () => {
    setLeaving(false);
    setDialog(null);
  };

  const failed = !!query.error && !load.notFound;
  return (
    <Flex vertical gap={16}>
      {/* a failed load keeps the way back and the page's heading */}
      {failed && <BackTitle title="Result" onBack={goBack} />}
      <QueryState {...load.state}>
        {downloads.messageHolder}
        {result && (
          <>
            <ResultView
              result={result}
              imageSrc={imageAddress('getResultImage', { id: result.id })}
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
              onDeleting={() => setLeaving(true)}
              onDeleted={goBack}
            />
          </>
        )}
      </QueryState>
    </Flex>
  );
}
