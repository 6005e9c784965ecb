import { Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { selectedNavKey, type NavItem } from './navItems';

export interface NavMenuProps {
  items: NavItem[];
  /** Called after an entry is clicked (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/** A vertical menu of navigation entries, highlighting the one the current route belongs to. */
export function NavMenu({ items, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const selected = selectedNavKey(pathname, items);
  return (
    <Menu
      mode="inline"
      selectedKeys={selected ? [selected] : []}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
      items={items.map((item) => ({
        key: item.key,
        icon: item.icon,
        label: <Link to={item.to}>{item.label}</Link>,
      }))}
    />
  );
}
