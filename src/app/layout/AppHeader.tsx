import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/shared/config/paths';
import { ProductTitle } from '@/shared/ui/Logo';
import { MobileMenu } from './mobileMenuOnDemand';
import { ProfileMenu } from './ProfileMenu';

export interface AppHeaderProps {
  isAdmin: boolean;
  displayName: string;
  onLogout: () => void;
  /** The notification bell (regular users only). */
  bell?: ReactNode;
  /** Narrow screen: a smaller logo and the avatar without the name. */
  compact?: boolean;
  /** Shows the menu button (the navigation is in a drawer). */
  onMenuClick?: () => void;
}

/** Header of the signed-in shell: logo and product name, bell and profile menu. */
export function AppHeader({
  isAdmin,
  displayName,
  onLogout,
  bell,
  compact = false,
  onMenuClick,
}: AppHeaderProps) {
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        paddingInline: 16,
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      {onMenuClick && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label="Open menu"
          onClick={onMenuClick}
          onPointerEnter={MobileMenu.preload}
          onFocus={MobileMenu.preload}
        />
      )}
      <Link to={isAdmin ? paths.adminHome : paths.dashboard} title="Home">
        <ProductTitle size={compact ? 28 : 32} />
      </Link>
      <Flex align="center" gap={8} style={{ marginInlineStart: 'auto' }}>
        {!isAdmin && bell}
        <ProfileMenu displayName={displayName} onLogout={onLogout} compact={compact} />
      </Flex>
    </Layout.Header>
  );
}
