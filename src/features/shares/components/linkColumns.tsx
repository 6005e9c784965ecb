/**
 * The columns of the share-link lists: Name (opens the share view in a new tab), Type,
 * Creation Date (MM/DD/YYYY hh:mm a), Expiring In (days, 'expired' or '-') and 'Sent to' (every
 * address the link went to); then Revoke for links the user shared, 'Received from' for links
 * shared with them. The server neither sorts nor filters these lists, so no column offers it.
 */
import { serverNow, type Share } from '@/api';
import { formatDateTime } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/DataTable';
import { absoluteShareLink, expiringIn, RevokeShareButton, shareViewPath } from '@/entities/share';

const plain = { sortable: false, filterable: false } as const;

const common: DataTableColumn<Share>[] = [
  {
    key: 'name',
    title: 'Name',
    type: 'string',
    fixed: true,
    ...plain,
    render: (s) => (
      <a href={absoluteShareLink(shareViewPath(s))} target="_blank" rel="noreferrer">
        {s.name || '(unnamed)'}
      </a>
    ),
  },
  {
    key: 'resourceType',
    title: 'Type',
    type: 'string',
    ...plain,
    render: (s) => (s.resourceType === 'analysis' ? 'Analysis' : 'Result'),
  },
  {
    key: 'creationDate',
    title: 'Creation Date',
    type: 'date',
    ...plain,
    render: (s) => formatDateTime(s.creationDate),
  },
  {
    key: 'validUntil',
    title: 'Expiring In',
    type: 'other',
    ...plain,
    render: (s) => expiringIn(s.validUntil, Math.floor(serverNow() / 1000)),
  },
  {
    key: 'emails',
    title: 'Sent to',
    type: 'other',
    ...plain,
    render: (s) =>
      s.emails.length ? s.emails.map((e) => <div key={e.emailAddress}>{e.emailAddress}</div>) : '-',
  },
];

export const sharedLinkColumns: DataTableColumn<Share>[] = [
  ...common,
  {
    key: 'revoke',
    title: 'Revoke',
    type: 'other',
    ...plain,
    render: (s) => <RevokeShareButton share={s} label={`Revoke ${s.name}`} />,
  },
];

export const receivedLinkColumns: DataTableColumn<Share>[] = [
  ...common,
  {
    key: 'emailSendFrom',
    title: 'Received from',
    type: 'other',
    ...plain,
    render: (s) => s.emailSendFrom ?? '-',
  },
];
