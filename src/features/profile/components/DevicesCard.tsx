/** The devices the user is logged in on (name and login date), with the Manage Devices dialog. */
import { Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { DeviceRow } from './DeviceRow';
import { ManageDevicesDialog } from './ManageDevicesDialog';
import type { ProfileCardProps } from './PersonalInfoCard';

export function DevicesCard({ user }: ProfileCardProps) {
  const [open, setOpen] = useState(false);
  const devices = user.loggedInDevices;
  return (
    <Card
      title="Devices"
      role="region"
      aria-label="Devices"
      extra={
        <Button onClick={() => setOpen(true)} disabled={devices.length === 0}>
          Manage Devices
        </Button>
      }
    >
      {devices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No logged-in devices" />
      ) : (
        <ul aria-label="Logged-in devices" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {devices.map((d) => (
            <DeviceRow key={d.deviceId} device={d} />
          ))}
        </ul>
      )}
      <ManageDevicesDialog user={user} open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}
