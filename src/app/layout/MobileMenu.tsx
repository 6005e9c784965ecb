import { Drawer } from 'antd';
import { mobileItems, sideTabs } from './navItems';
import { NavMenu } from './NavMenu';

export interface MobileMenuProps {
  isAdmin: boolean;
  /** the mobile menu's entries (default), or the side navigation's tabs */
  entries?: 'mobile' | 'tabs';
  open: boolean;
  onClose: () => void;
}

/** The drawer behind the menu button on narrow windows (shellLayout says which entries). */
export function MobileMenu({ isAdmin, entries = 'mobile', open, onClose }: MobileMenuProps) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={260} title="Menu">
      <nav aria-label="Mobile navigation">
        <NavMenu
          items={entries === 'tabs' ? sideTabs(isAdmin) : mobileItems(isAdmin)}
          onNavigate={onClose}
        />
      </nav>
    </Drawer>
  );
}
