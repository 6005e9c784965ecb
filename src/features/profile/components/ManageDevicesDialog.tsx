/**
 * Every logged-in device with a Logout action. Logging out the device of this browser's own
 * session ends the session on the server; the next call answers 401 and the central error
 * handler logs the user out.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { Button, Empty, Modal } from 'antd';
import { useState } from 'react';
import { useLogoutDeviceMutation, type User } from '@/api';
import { notify } from '@/shared/ui/notify';
import { PROFILE_MESSAGES } from '../utils/profileTexts';
import { DeviceRow } from './DeviceRow';

export interface ManageDevicesDialogProps {
  user: User;
  open: boolean;
  onClose: () => void;
}

export function ManageDevicesDialog({ user, open, onClose }: ManageDevicesDialogProps) {
  const [logoutDevice] = useLogoutDeviceMutation();
  const [pending, setPending] = useState<string | null>(null);

  const logout = async (deviceId: string) => {
    setPending(deviceId);
    try {
      await logoutDevice({ userId: user.id, deviceId }).unwrap();
      notify.success(PROFILE_MESSAGES.deviceLoggedOut);
    } catch {
      // shown by the central error handler
    } finally {
      setPending(null);
    }
  };

  const devices = user.loggedInDevices;
  return (
    <Modal
      title="Manage Devices"
      open={open}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width={560}
    >
      {devices.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No logged-in devices" />
      ) : (
        <ul aria-label="Devices" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {devices.map((d) => (
            <DeviceRow
              key={d.deviceId}
              device={d}
              action={
                <Button
                  danger
                  icon={<LogoutOutlined />}
                  aria-label={`Logout ${d.deviceName}`}
                  loading={pending === d.deviceId}
                  disabled={pending !== null && pending !== d.deviceId}
                  onClick={() => void logout(d.deviceId)}
                >
                  Logout
                </Button>
              }
            />
          ))}
        </ul>
      )}
    </Modal>
  );
}
