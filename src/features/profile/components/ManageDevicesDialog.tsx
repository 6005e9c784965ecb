/**
 * Every logged-in device with a Logout action. After a logout the user is fetched again: when
 * the device was this browser's own, the server has ended our session and answers 401, and the
 * session ends here too, with 'Successfully logged out device.' (not the server's 401 text:
 * the user asked for it). Otherwise the list refreshes and the same success text shows.
 */
import { LogoutOutlined } from '@ant-design/icons';
import { Button, Empty, Modal } from 'antd';
import { useState } from 'react';
import { useLogoutDeviceMutation, type User, profileApi } from '@/api';
import { sessionEndExpected, sessionEndSettled } from '@/entities/session/sessionSlice';
import { useAppDispatch } from '@/shared/store/hooks';
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
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<string | null>(null);

  const logout = async (deviceId: string) => {
    setPending(deviceId);
    try {
      await logoutDevice({ userId: user.id, deviceId }).unwrap();
    } catch {
      setPending(null);
      return; // shown by the central error handler
    }
    dispatch(sessionEndExpected(PROFILE_MESSAGES.deviceLoggedOut));
    const refetch = dispatch(
      profileApi.endpoints.getUser.initiate(
        { id: user.id },
        { subscribe: false, forceRefetch: true },
      ),
    );
    const stillIn = (await refetch).isSuccess;
    dispatch(sessionEndSettled());
    setPending(null);
    if (stillIn) notify.success(PROFILE_MESSAGES.deviceLoggedOut);
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
