import { useState } from 'react';
import { api, type ExportFormat } from '@/api';
import { saveFile } from '@/shared/lib/download';
import { useAppDispatch } from '@/shared/store/hooks';
import { DownloadPanel } from '@/shared/ui/DownloadPanel';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'zip'];

/** The analysis's results as Excel, CSV or ZIP (all of them: tzo and pagination=false). */
export function AnalysisDownloads({ analysisId }: { analysisId: number }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const blob = await dispatch(
        api.endpoints.exportAnalysisResults.initiate(
          { id: analysisId, format, tzo: new Date().getTimezoneOffset(), pagination: false },
          { subscribe: false, forceRefetch: true },
        ),
      ).unwrap();
      saveFile(blob, `analysis_${analysisId}_results.${format}`);
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
