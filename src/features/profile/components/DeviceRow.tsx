/** One logged-in device: an icon, its name and the login date (MMMM DD, YYYY hh:mm a). */
import { LaptopOutlined, MobileOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDeviceDate } from '@/shared/lib/format';
import type { Device } from '@/api';

const isPhone = (name: string) => /phone|pixel|galaxy|android|ios|ipad/i.test(name);

export function DeviceRow({ device, action }: { device: Device; action?: ReactNode }) {
  const Icon = isPhone(device.deviceName) ? MobileOutlined : LaptopOutlined;
  return (
    <Flex component="li" align="center" gap={12} style={{ padding: '8px 0' }}>
      <Icon style={{ fontSize: 20, color: '#149b5f' }} />
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{device.deviceName}</Typography.Text>
        <Typography.Text type="secondary">{formatDeviceDate(device.creationDate)}</Typography.Text>
      </Flex>
      {action}
    </Flex>
  );
}
