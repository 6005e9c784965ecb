import { CameraOutlined, LinkOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';

export const SHARE_DIALOGS_PENDING = 'Sharing dialogs are coming with the sharing release';

export interface SharePanelProps {
  /** number of share links of the result; undefined while loading */
  count: number | undefined;
}

function PendingShareButton({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <Tooltip title={SHARE_DIALOGS_PENDING}>
      {/* a disabled button fires no hover events; the wrapper carries the tooltip */}
      <span style={{ display: 'block', cursor: 'not-allowed' }} tabIndex={0}>
        <Button icon={icon} disabled block style={{ pointerEvents: 'none' }}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

/**
 * Snapshot, Dynamic Share and '(n) Manage Shares' (to the share links shared by me). The two
 * share dialogs arrive with the sharing release; until then their buttons are disabled with a
 * tooltip saying so.
 */
export function SharePanel({ count }: SharePanelProps) {
  const navigate = useNavigate();
  const manage = paths.manageShareLinks();
  return (
    <Card size="small" title="Share">
      <Flex vertical gap={8}>
        <Flex gap={8}>
          <div style={{ flex: 1 }}>
            <PendingShareButton label="Snapshot" icon={<CameraOutlined />} />
          </div>
          <div style={{ flex: 1 }}>
            <PendingShareButton label="Dynamic Share" icon={<ShareAltOutlined />} />
          </div>
        </Flex>
        <Button
          block
          icon={<LinkOutlined />}
          href={manage}
          onClick={(e) => {
            e.preventDefault();
            navigate(manage);
          }}
        >
          ({count ?? '-'}) Manage Shares
        </Button>
      </Flex>
    </Card>
  );
}
