import {
  FileExcelOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import { Button, Card } from 'antd';
import type { ReactNode } from 'react';

/** What can be downloaded: the sample image of a result, and the three export formats. */
export type DownloadKind = 'image' | 'xlsx' | 'csv' | 'zip';

const DOWNLOADS: Record<DownloadKind, { label: string; icon: ReactNode }> = {
  image: { label: 'Image', icon: <FileImageOutlined /> },
  xlsx: { label: 'Excel', icon: <FileExcelOutlined /> },
  csv: { label: 'CSV', icon: <FileTextOutlined /> },
  zip: { label: 'ZIP', icon: <FileZipOutlined /> },
};

export interface DownloadPanelProps {
  /** the downloads offered, in this order */
  kinds: readonly DownloadKind[];
  /** the download in progress, if any (its button spins, the others wait) */
  busy: DownloadKind | null;
  onDownload: (kind: DownloadKind) => void;
}

/** Every download button is at least this wide; as many fit side by side as the card allows. */
export const DOWNLOAD_BUTTON_MIN_WIDTH = 140;

/**
 * The 'Download' card of the result and analysis details: one button per download. In the result
 * detail's narrow column they pair up in rows of two; in a wider card (an analysis) they sit
 * side by side in one row, about as wide as there, not stretched across the card.
 */
export function DownloadPanel({ kinds, busy, onDownload }: DownloadPanelProps) {
  return (
    <Card size="small" title="Download">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(auto-fill, minmax(${DOWNLOAD_BUTTON_MIN_WIDTH}px, 1fr))`,
          gap: 8,
        }}
      >
        {kinds.map((kind) => (
          <Button
            key={kind}
            icon={DOWNLOADS[kind].icon}
            loading={busy === kind}
            disabled={busy !== null && busy !== kind}
            onClick={() => onDownload(kind)}
            block
          >
            {DOWNLOADS[kind].label}
          </Button>
        ))}
      </div>
    </Card>
  );
}
