/**
 * Personal Information: the image with its upload, first and last name, display name (by the
 * display-name rule), work e-mail, the completeness bar, and the edit and edit-password dialogs
 * (the password only on the own profile).
 */
import { EditOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Space } from 'antd';
import { useState } from 'react';
import { displayNameOf } from '@/domain/displayName';
import { CompletenessBar } from './CompletenessBar';
import { EditPasswordDialog } from './EditPasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { ImageUploadButton } from './ImageUploadButton';
import { ProfileImage } from './ProfileImage';
import { orDash } from '../utils/display';
import type { User } from '@/api';

export interface ProfileCardProps {
  user: User;
  /** the logged-in user's own profile (else an admin acting on another account) */
  isOwn: boolean;
}

export function PersonalInfoCard({ user, isOwn }: ProfileCardProps) {
  const [dialog, setDialog] = useState<'profile' | 'password' | null>(null);
  const close = () => setDialog(null);
  return (
    <Card
      title="Personal Information"
      role="region"
      aria-label="Personal Information"
      extra={
        <Space>
          <Button
            icon={<EditOutlined />}
            aria-label="Edit personal information"
            onClick={() => setDialog('profile')}
          >
            Edit
          </Button>
          {isOwn && (
            <Button icon={<LockOutlined />} onClick={() => setDialog('password')}>
              Edit Password
            </Button>
          )}
        </Space>
      }
    >
      <Flex gap={32} wrap align="flex-start">
        <Flex vertical align="center" gap={12}>
          <ProfileImage user={user} />
          <ImageUploadButton userId={user.id} />
        </Flex>
        <Flex vertical gap={16} style={{ flex: 1, minWidth: 260 }}>
          <Descriptions
            column={1}
            size="small"
            styles={{ label: { width: 140 } }}
            items={[
              { key: 'firstName', label: 'First name', children: orDash(user.firstName) },
              { key: 'lastName', label: 'Last name', children: orDash(user.lastName) },
              { key: 'displayName', label: 'Display name', children: displayNameOf(user) },
              { key: 'email', label: 'Work e-mail', children: user.email },
            ]}
          />
          <CompletenessBar user={user} />
        </Flex>
      </Flex>
      <EditProfileDialog user={user} isOwn={isOwn} open={dialog === 'profile'} onClose={close} />
      {isOwn && (
        <EditPasswordDialog userId={user.id} open={dialog === 'password'} onClose={close} />
      )}
    </Card>
  );
}
