/**
 * The download panel's calls for one result: the sample image (saved as '<name>.png') and the
 * Excel, CSV and ZIP exports (with the client's time-zone offset). Own results use the result
 * calls; a shared result (`share`) the public share calls. A result seen through an analysis
 * share offers only its image: the share's export holds the whole analysis (its view offers
 * that). Progress shows on the button and as a loading message; failures are reported by the
 * central error handler.
 */
import { message as antMessage } from 'antd';
import { useCallback, useState } from 'react';
import { type Result as ApiResult, exportsApi, resultsApi, sharesApi } from '@/api';
import { reportApiError } from '@/entities/session';
import { saveFile } from '@/shared/lib/download';
import { EXPORT_PROGRESS_TEXT } from '@/shared/ui/DataTable';
import type { DownloadKind } from '@/shared/ui/DownloadPanel';

/** What a result offers: its sample image and the three export formats. */
export const RESULT_DOWNLOADS: readonly DownloadKind[] = ['image', 'xlsx', 'csv', 'zip'];
/** What a result inside a shared analysis offers. */
export const IMAGE_ONLY: readonly DownloadKind[] = ['image'];

/** Where a shared result comes from: the share, and for an analysis share the result's id. */
export interface ResultShareSource {
  shareId: string;
  /** set when the share is of an analysis (the image call needs the result) */
  resultId?: number;
}
import { safeFileName } from './text';
import { useAppDispatch } from '@/shared/store/hooks';

type Result = Pick<ApiResult, 'id' | 'measurementName'>;

const once = { subscribe: false, forceRefetch: true } as const;

export function useResultDownloads(result: Result | undefined, share?: ResultShareSource) {
  const dispatch = useAppDispatch();
  // the progress message renders where the caller places `messageHolder`
  const [message, messageHolder] = antMessage.useMessage();
  const [busy, setBusy] = useState<DownloadKind | null>(null);

  const download = useCallback(
    async (kind: DownloadKind) => {
      if (!result) return;
      const key = `result-download-${result.id}`;
      const base = safeFileName(result.measurementName);
      setBusy(kind);
      message.open({ key, type: 'loading', content: EXPORT_PROGRESS_TEXT, duration: 0 });
      try {
        if (kind === 'image') {
          const blob = share
            ? await dispatch(
                sharesApi.endpoints.getSharedImage.initiate(
                  { shareId: share.shareId, resultId: share.resultId },
                  once,
                ),
              ).unwrap()
            : await dispatch(
                resultsApi.endpoints.getResultImage.initiate({ id: result.id }, once),
              ).unwrap();
          saveFile(blob, `${base}.png`);
        } else {
          const tzo = new Date().getTimezoneOffset();
          const blob = share
            ? await dispatch(
                exportsApi.endpoints.exportSharedResults.initiate(
                  { shareId: share.shareId, format: kind, tzo },
                  once,
                ),
              ).unwrap()
            : await dispatch(
                exportsApi.endpoints.exportResult.initiate(
                  { id: result.id, format: kind, tzo },
                  once,
                ),
              ).unwrap();
          saveFile(blob, `${base}.${kind}`);
        }
      } catch (error) {
        // the central error handler shows the failure; a shared image's, reported by the
        // screen that asks for it, is reported here the same way
        if (kind === 'image' && share) dispatch(reportApiError(error));
      } finally {
        message.destroy(key);
        setBusy(null);
      }
    },
    [dispatch, message, result, share],
  );

  return { busy, download, messageHolder };
}
