import {
  FileExcelOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';

export type DownloadKind = 'image' | 'xlsx' | 'csv' | 'zip';

export const DOWNLOADS: { kind: DownloadKind; label: string; icon: ReactNode }[] = [
  { kind: 'image', label: 'Image', icon: <FileImageOutlined /> },
  { kind: 'xlsx', label: 'Excel', icon: <FileExcelOutlined /> },
  { kind: 'csv', label: 'CSV', icon: <FileTextOutlined /> },
  { kind: 'zip', label: 'ZIP', icon: <FileZipOutlined /> },
];

export interface DownloadPanelProps {
  /** the download in progress, if any (its button spins, the others wait) */
  busy: DownloadKind | null;
  onDownload: (kind: DownloadKind) => void;
}

/** Image, Excel, CSV and ZIP downloads of one result. */
export function DownloadPanel({ busy, onDownload }: DownloadPanelProps) {
  return (
    <Card size="small" title="Download">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 8 }}>
        {DOWNLOADS.map((d) => (
          <Button
            key={d.kind}
            icon={d.icon}
            loading={busy === d.kind}
            disabled={busy !== null && busy !== d.kind}
            onClick={() => onDownload(d.kind)}
            block
          >
            {d.label}
          </Button>
        ))}
      </div>
    </Card>
  );
}
