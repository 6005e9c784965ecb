/**
 * Manage Links: '/manage-share-links/{type}' lists the links the user shared (with Revoke),
 * '/manage-share-links-menu/{type}' the links shared with them; the type is snapshot (the
 * default) or dynamic. Tabs 'Shared Links' / 'Received Links' and sub-tabs 'Snapshot' /
 * 'Dynamic' switch between the four lists by their address. 20 rows per page.
 * Admins do not share: for them this page does not exist. The restricted kind has no sharing:
 * only its Received Links (the shared list's address leads there).
 */
import { Card, Tabs } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import type { Share } from '@/api';
import { useAccess, useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { DataTable } from '@/shared/ui/DataTable';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { PageTitle } from '@/shared/ui/PageTitle';
import { receivedLinkColumns, sharedLinkColumns } from '../components/linkColumns';
import { useMyLinksTable, useReceivedLinksTable, type LinkType } from '../hooks/useShareLinkLists';

export type LinkDirection = 'shared' | 'received';

const pathOf = (direction: LinkDirection, type: LinkType) =>
  direction === 'shared' ? paths.manageShareLinks(type) : paths.manageShareLinksMenu(type);

export function ManageLinksPage({ direction }: { direction: LinkDirection }) {
  const { type = 'snapshot' } = useParams();
  const navigate = useNavigate();
  const { isAdmin, user } = useSession();
  const { canShare } = useAccess();
  if (isAdmin || (type !== 'snapshot' && type !== 'dynamic'))
    return <Navigate to={paths.notFound} replace />;
  // who may share is known once the user has loaded
  if (!user) return <DelayedSpinner minHeight={320} />;
  if (direction === 'shared' && !canShare)
    return <Navigate to={paths.manageShareLinksMenu(type)} replace />;

  const table = (
    <Card>
      {direction === 'shared' ? (
        <DataTable<Share, { type: LinkType }>
          key={`shared-${type}`}
          columns={sharedLinkColumns}
          useQuery={useMyLinksTable}
          queryArgs={{ type }}
          searchable={false}
          ariaLabel={`Shared ${type} links`}
          emptyText="You have not shared any links of this kind."
        />
      ) : (
        <DataTable<Share, { type: LinkType }>
          key={`received-${type}`}
          columns={receivedLinkColumns}
          useQuery={useReceivedLinksTable}
          queryArgs={{ type }}
          searchable={false}
          ariaLabel={`Received ${type} links`}
          emptyText="Nobody has shared links of this kind with you."
        />
      )}
    </Card>
  );
  const typeTabs = (
    <Tabs
      activeKey={type}
      onChange={(next) => navigate(pathOf(direction, next as LinkType))}
      items={[
        { key: 'snapshot', label: 'Snapshot', children: table },
        { key: 'dynamic', label: 'Dynamic', children: table },
      ]}
      destroyOnHidden
    />
  );
  return (
    <div>
      <PageTitle style={{ marginBottom: 8 }}>Manage Links</PageTitle>
      <Tabs
        activeKey={direction}
        onChange={(next) => navigate(pathOf(next as LinkDirection, type))}
        items={[
          ...(canShare ? [{ key: 'shared', label: 'Shared Links', children: typeTabs }] : []),
          { key: 'received', label: 'Received Links', children: typeTabs },
        ]}
        destroyOnHidden
      />
    </div>
  );
}
