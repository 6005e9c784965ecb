/**
 * 'Manage Share Links' of one result or analysis: its live links (snapshot and dynamic) with
 * when they were made, how long they stay valid, to whom they were sent, and Revoke. A revoked
 * link stops working at once (its view answers not-found).
 */
import { Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  serverNow,
  useGetAnalysisShareLinksQuery,
  useGetResultShareLinksQuery,
  type Share,
} from '@/api';
import { formatDateTime } from '@/shared/lib/format';
import { QueryState } from '@/shared/ui/QueryState';
import { absoluteShareLink, expiringIn } from './shareRules';
import type { ShareResourceKind } from './ShareDialog';
import { RevokeShareButton } from './RevokeShareButton';
import { shareViewPath } from './shareViewPath';

export interface ManageSharesDialogProps {
  open: boolean;
  resource: ShareResourceKind;
  resourceId: number;
  onClose: () => void;
}

export const MANAGE_SHARES_TITLE = 'Manage Share Links';

export function useShareLinksOf(resource: ShareResourceKind, resourceId: number, skip = false) {
  const result = useGetResultShareLinksQuery(
    { id: resourceId },
    { skip: skip || resource !== 'result' },
  );
  const analysis = useGetAnalysisShareLinksQuery(
    { id: resourceId },
    { skip: skip || resource !== 'analysis' },
  );
  return resource === 'result' ? result : analysis;
}

export function ManageSharesDialog({
  open,
  resource,
  resourceId,
  onClose,
}: ManageSharesDialogProps) {
  const links = useShareLinksOf(resource, resourceId, !open);
  const now = Math.floor(serverNow() / 1000);
  const shares = links.data?.shares ?? [];

  const columns: ColumnsType<Share> = [
    {
      title: 'Link',
      key: 'link',
      render: (_, s) => (
        <a href={absoluteShareLink(shareViewPath(s))} target="_blank" rel="noreferrer">
          {s.type === 'snapshot' ? 'Snapshot' : 'Dynamic'}
        </a>
      ),
    },
    {
      title: 'Creation Date',
      dataIndex: 'creationDate',
      render: (v: number) => formatDateTime(v),
    },
    {
      title: 'Expiring In',
      key: 'expiring',
      render: (_, s) => expiringIn(s.validUntil, now),
    },
    {
      title: 'Sent to',
      key: 'emails',
      render: (_, s) =>
        s.emails.length
          ? s.emails.map((e) => <div key={e.emailAddress}>{e.emailAddress}</div>)
          : '-',
    },
    {
      title: 'Revoke',
      key: 'revoke',
      render: (_, s) => (
        <RevokeShareButton
          share={s}
          label={`Revoke the ${s.type} link of ${formatDateTime(s.creationDate)}`}
        />
      ),
    },
  ];

  return (
    <Modal open={open} title={MANAGE_SHARES_TITLE} onCancel={onClose} footer={null} width={760}>
      <QueryState
        isLoading={links.isLoading}
        error={links.error}
        onRetry={() => void links.refetch()}
        isEmpty={shares.length === 0}
        emptyText={`This ${resource} has no share links.`}
        minHeight={160}
      >
        <Typography.Paragraph type="secondary">
          Snapshot links show the {resource} as it was shared, for 30 days; dynamic links show it as
          it is now, until revoked.
        </Typography.Paragraph>
        <Table<Share>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={shares}
          pagination={shares.length > 10 ? { pageSize: 10 } : false}
          scroll={{ x: true }}
        />
      </QueryState>
    </Modal>
  );
}
