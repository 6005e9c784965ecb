import { FileExcelOutlined, FileTextOutlined, FileZipOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useState, type ReactNode } from 'react';
import { api, type ExportFormat } from '@/api';
import { saveFile } from '@/shared/lib/download';
import { EXPORT_LABELS } from '@/shared/ui/DataTable';
import { useApiDispatch } from '../hooks/useApiDispatch';

const ICONS: Record<ExportFormat, ReactNode> = {
  xlsx: <FileExcelOutlined />,
  csv: <FileTextOutlined />,
  zip: <FileZipOutlined />,
};
const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'zip'];

/** The analysis's results as Excel, CSV or ZIP (all of them: tzo and pagination=false). */
export function DownloadPanel({ analysisId }: { analysisId: number }) {
  const dispatch = useApiDispatch();
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
    <Card title="Download" size="small">
      <Flex wrap gap={8}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            icon={ICONS[format]}
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => void download(format)}
          >
            {EXPORT_LABELS[format]}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
