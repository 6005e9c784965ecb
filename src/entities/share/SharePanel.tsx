import { CameraOutlined, LinkOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { ManageSharesDialog, useShareLinksOf } from './ManageSharesDialog';
import { ShareDialog, type ShareMode, type ShareResourceKind } from './ShareDialog';

export interface SharePanelProps {
  /** what is shared: a result or an analysis */
  resource: ShareResourceKind;
  /** the id of that result or analysis */
  resourceId: number;
}

type Open = 'share' | 'manage' | null;

/**
 * The share panel of the result and analysis details: Snapshot, Dynamic Share and
 * '(n) Manage Shares' (the links of this result or analysis). Hidden by the pages for the
 * restricted user kind and for admins, who do not share.
 */
export function SharePanel({ resource, resourceId }: SharePanelProps) {
  const [open, setOpen] = useState<Open>(null);
  // kept after closing, so the dialog keeps its title while it fades out
  const [mode, setMode] = useState<ShareMode>('snapshot');
  const share = (next: ShareMode) => {
    setMode(next);
    setOpen('share');
  };
  const links = useShareLinksOf(resource, resourceId);
  const close = () => setOpen(null);
  return (
    <Card size="small" title="Share">
      <Flex vertical gap={8}>
        <Flex gap={8}>
          <Button block icon={<CameraOutlined />} onClick={() => share('snapshot')}>
            Snapshot
          </Button>
          <Button block icon={<ShareAltOutlined />} onClick={() => share('dynamic')}>
            Dynamic Share
          </Button>
        </Flex>
        <Button block icon={<LinkOutlined />} onClick={() => setOpen('manage')}>
          ({links.data?.totalItems ?? '-'}) Manage Shares
        </Button>
      </Flex>
      <ShareDialog
        open={open === 'share'}
        mode={mode}
        resource={resource}
        resourceId={resourceId}
        onClose={close}
      />
      <ManageSharesDialog
        open={open === 'manage'}
        resource={resource}
        resourceId={resourceId}
        onClose={close}
      />
    </Card>
  );
}
