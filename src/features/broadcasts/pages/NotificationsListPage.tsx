/**
 * /admin/notifications: the broadcast notifications on the shared DataTable (Sent, Name linking
 * to the detail, Date created, Date sent, Views, Created by), newest first, with 'Create new
 * notification' opening the notification dialog; 'Save and review' leads to the new detail.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useListBroadcastsQuery, type Broadcast } from '@/api';
import { SettingsDataTable } from '@/entities/list-settings/SettingsDataTable';
import { paths } from '@/shared/config/paths';
import { ListPage } from '@/shared/ui/ListPage';
import { broadcastColumns } from '../components/broadcastColumns';
import { BroadcastFormDialog } from '../components/BroadcastFormDialog';

export function NotificationsListPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <ListPage title="Notifications">
      <SettingsDataTable<Broadcast>
        list="notification"
        columns={broadcastColumns}
        useQuery={useListBroadcastsQuery}
        defaultOrder={{ field: 'creationDate', direction: 'desc' }}
        ariaLabel="Notifications"
        toolbar={() => (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            Create new notification
          </Button>
        )}
      />
      <BroadcastFormDialog
        open={creating}
        mode="create"
        onClose={() => setCreating(false)}
        onSaved={(id, review) => {
          setCreating(false);
          if (review) navigate(paths.adminNotification(id));
        }}
      />
    </ListPage>
  );
}
