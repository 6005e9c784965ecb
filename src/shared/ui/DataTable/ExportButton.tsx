import { DownOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, message as antMessage } from 'antd';
import { useState } from 'react';
import type { ExportFormat } from '@/api';
import { saveFile } from '@/shared/lib/download';
import type { DataTableExporter, ExportArgs } from './types';

export const EXPORT_LABELS: Record<ExportFormat, string> = {
  xlsx: 'Excel',
  csv: 'CSV',
  zip: 'ZIP',
};
export const EXPORT_PROGRESS_TEXT = 'Preparing the export file...';
const DEFAULT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'zip'];

interface Props {
  exporter: DataTableExporter;
  /** The current query and selection, without format and tzo. */
  getArgs: () => Omit<ExportArgs, 'format' | 'tzo'>;
  /** only the icon (a narrow toolbar): the name is for screen readers and the tooltip */
  iconOnly?: boolean;
}

/** Export dropdown (Excel, CSV, ZIP): shows progress while the file is made, then saves it. */
export function ExportButton({ exporter, getArgs, iconOnly = false }: Props) {
  const [message, messageHolder] = antMessage.useMessage();
  const [busy, setBusy] = useState(false);

  const run = async (format: ExportFormat) => {
    const key = 'data-table-export';
    setBusy(true);
    message.open({ key, type: 'loading', content: EXPORT_PROGRESS_TEXT, duration: 0 });
    try {
      const blob = await exporter.trigger({
        ...getArgs(),
        format,
        tzo: new Date().getTimezoneOffset(),
      });
      saveFile(blob, `${exporter.fileName ?? 'export'}.${format}`);
    } catch {
      // failures are reported by the central error handler
    } finally {
      message.destroy(key);
      setBusy(false);
    }
  };

  return (
    <>
      {messageHolder}
      <Dropdown
        trigger={['click']}
        disabled={busy}
        menu={{
          items: (exporter.formats ?? DEFAULT_FORMATS).map((f) => ({
            key: f,
            label: EXPORT_LABELS[f],
          })),
          onClick: ({ key }) => void run(key as ExportFormat),
        }}
      >
        {iconOnly ? (
          <Button icon={<DownloadOutlined />} loading={busy} aria-label="Export" title="Export" />
        ) : (
          <Button icon={<DownloadOutlined />} loading={busy}>
            Export <DownOutlined />
          </Button>
        )}
      </Dropdown>
    </>
  );
}
