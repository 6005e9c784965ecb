import { Drawer } from 'antd';
import { mobileItems } from './navItems';
import { NavMenu } from './NavMenu';

export interface MobileMenuProps {
  isAdmin: boolean;
  open: boolean;
  onClose: () => void;
}

/** The hamburger drawer on narrow screens (below 768 px). */
export function MobileMenu({ isAdmin, open, onClose }: MobileMenuProps) {
  return (
    <Drawer open={open} onClose={onClose} placement="left" size={260} title="Menu">
      <nav aria-label="Mobile navigation">
        <NavMenu items={mobileItems(isAdmin)} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
