/**
 * The notifications table (admin): Sent (a read-only checkbox), Name linking to the detail,
 * Date created, Date sent, Views and Created by.
 */
import { Checkbox } from 'antd';
import { Link } from 'react-router-dom';
import type { Broadcast } from '@/api';
import { paths } from '@/shared/config/paths';
import { formatDate } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/DataTable';

export const broadcastColumns: DataTableColumn<Broadcast>[] = [
  {
    key: 'sent',
    title: 'Sent',
    type: 'other',
    sortable: false,
    filterable: false,
    render: (b) => (
      <Checkbox
        checked={b.sentDate !== null}
        disabled
        aria-label={b.sentDate !== null ? `${b.title}: sent` : `${b.title}: not sent`}
      />
    ),
  },
  {
    key: 'title',
    title: 'Name',
    type: 'string',
    fixed: true,
    render: (b) => <Link to={paths.adminNotification(b.id)}>{b.title}</Link>,
  },
  {
    key: 'creationDate',
    title: 'Date created',
    type: 'date',
    render: (b) => formatDate(b.creationDate),
  },
  { key: 'sentDate', title: 'Date sent', type: 'date', render: (b) => formatDate(b.sentDate) },
  { key: 'views', title: 'Views', type: 'number' },
  { key: 'owner.displayName', title: 'Created by', type: 'string' },
];
