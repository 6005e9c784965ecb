/**
 * /admin/users: the registered users on the shared DataTable (search, filters, columns, saved
 * settings, selection) with the Excel, CSV and ZIP export of the selection or the whole list.
 * The dashboard shows the personal-data warning before it leads here.
 */
import { useMemo } from 'react';
import { useListUsersQuery, type AdminUserListItem, exportsApi } from '@/api';
import { SettingsDataTable } from '@/entities/list-settings/SettingsDataTable';
import { useAppDispatch } from '@/shared/store/hooks';
import type { DataTableExporter } from '@/shared/ui/DataTable';
import { ListPage } from '@/shared/ui/ListPage';
import { userColumns } from '../components/userColumns';

export function UsersListPage() {
  const dispatch = useAppDispatch();
  const exporter = useMemo<DataTableExporter>(
    () => ({
      fileName: 'users',
      trigger: (args) =>
        dispatch(
          exportsApi.endpoints.exportUsers.initiate(args, { subscribe: false, forceRefetch: true }),
        ).unwrap(),
    }),
    [dispatch],
  );
  return (
    <ListPage title="Registered Users">
      <SettingsDataTable<AdminUserListItem>
        list="user"
        columns={userColumns}
        useQuery={useListUsersQuery}
        selectable
        exporter={exporter}
        ariaLabel="Registered users"
      />
    </ListPage>
  );
}
