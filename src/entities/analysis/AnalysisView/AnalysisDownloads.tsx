import { useState } from 'react';
import { type ExportFormat, exportsApi } from '@/api';
import { saveFile } from '@/shared/lib/download';
import { useAppDispatch } from '@/shared/store/hooks';
import { DownloadPanel } from '@/shared/ui/DownloadPanel';
import { fileBaseOf, type AnalysisSource } from './source';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'zip'];
const once = { subscribe: false, forceRefetch: true } as const;

/** The analysis's results as Excel, CSV or ZIP (all of them: tzo and pagination=false). */
export function AnalysisDownloads({ source }: { source: AnalysisSource }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    const tzo = new Date().getTimezoneOffset();
    try {
      const blob =
        source.kind === 'own'
          ? await dispatch(
              exportsApi.endpoints.exportAnalysisResults.initiate(
                { id: source.id, format, tzo, pagination: false },
                once,
              ),
            ).unwrap()
          : await dispatch(
              exportsApi.endpoints.exportSharedResults.initiate(
                { shareId: source.shareId, format, tzo },
                once,
              ),
            ).unwrap();
      saveFile(blob, `${fileBaseOf(source)}_results.${format}`);
    } catch {
      // reported by the central error handler
    } finally {
      setBusy(null);
    }
  };

  return (
    <DownloadPanel
      kinds={FORMATS}
      busy={busy}
      onDownload={(kind) => void download(kind as ExportFormat)}
    />
  );
}
