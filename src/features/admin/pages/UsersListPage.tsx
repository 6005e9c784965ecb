/**
 * /admin/users: the registered users on the shared DataTable (search, filters, columns, saved
 * settings, selection) with the Excel, CSV and ZIP export of the selection or the whole list.
 * The dashboard shows the personal-data warning before it leads here.
 */
import { useMemo } from 'react';
import { api, useListUsersQuery, type AdminUserListItem } from '@/api';
import { useSession } from '@/shared/auth/useSession';
import { useAppDispatch } from '@/shared/store/hooks';
import { DataTable, type DataTableExporter } from '@/shared/ui/DataTable';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { ListPage } from '@/shared/ui/ListPage';
import { userColumns } from '../components/userColumns';

export function UsersListPage() {
  const dispatch = useAppDispatch();
  const { user, setUser } = useSession();
  const exporter = useMemo<DataTableExporter>(
    () => ({
      fileName: 'users',
      trigger: (args) =>
        dispatch(
          api.endpoints.exportUsers.initiate(args, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
    }),
    [dispatch],
  );
  return (
    <ListPage title="Registered Users">
      {user ? (
        <DataTable<AdminUserListItem>
          columns={userColumns}
          useQuery={useListUsersQuery}
          settingsKey="user"
          storedSettings={user.userListMetaData}
          onSettingsSaved={setUser}
          selectable
          exporter={exporter}
          ariaLabel="Registered users"
        />
      ) : (
        <DelayedSpinner minHeight={320} />
      )}
    </ListPage>
  );
}
