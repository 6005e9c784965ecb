/**
 * The download panel's calls for one own result: the sample image (saved as '<name>.png') and
 * the Excel, CSV and ZIP exports (with the client's time-zone offset; the server names the
 * file). Progress shows on the button and as a loading message; failures are reported by the
 * central error handler.
 */
import { message as antMessage } from 'antd';
import { useCallback, useState } from 'react';
import { api, type Result as ApiResult } from '@/api';
import { saveFile } from '@/shared/lib/download';
import { EXPORT_PROGRESS_TEXT } from '@/shared/ui/DataTable';
import type { DownloadKind } from '@/shared/ui/DownloadPanel';

/** What a result offers: its sample image and the three export formats. */
export const RESULT_DOWNLOADS: readonly DownloadKind[] = ['image', 'xlsx', 'csv', 'zip'];
import { safeFileName } from '../utils/text';
import { useAppDispatch } from '@/shared/store/hooks';

type Result = Pick<ApiResult, 'id' | 'measurementName'>;

const once = { subscribe: false, forceRefetch: true } as const;

export function useResultDownloads(result: Result | undefined) {
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
          const blob = await dispatch(
            api.endpoints.getResultImage.initiate({ id: result.id }, once),
          ).unwrap();
          saveFile(blob, `${base}.png`);
        } else {
          const tzo = new Date().getTimezoneOffset();
          const blob = await dispatch(
            api.endpoints.exportResult.initiate({ id: result.id, format: kind, tzo }, once),
          ).unwrap();
          saveFile(blob, `${base}.${kind}`);
        }
      } catch {
        // the central error handler shows the failure
      } finally {
        message.destroy(key);
        setBusy(null);
      }
    },
    [dispatch, message, result],
  );

  return { busy, download, messageHolder };
}
