import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/config/paths';

export interface ProfileMenuProps {
  displayName: string;
  onLogout: () => void;
  /** Hides the name next to the avatar (narrow screens). */
  compact?: boolean;
}

/** Avatar and display name with the entries Profile and Logout. */
export function ProfileMenu({ displayName, onLogout, compact = false }: ProfileMenuProps) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: 'Profile' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Logout' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(paths.profile);
    else onLogout();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        aria-label={displayName ? `Account menu of ${displayName}` : 'Account menu'}
        style={{ height: 'auto' }}
      >
        <Avatar size="small" icon={<UserOutlined />} />
        {!compact && (
          // a long name is cut with an ellipsis; the whole name is its title
          <span
            title={displayName}
            style={{
              display: 'inline-block',
              maxWidth: 200,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              verticalAlign: 'middle',
            }}
          >
            {displayName}
          </span>
        )}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
