import { sideTabs } from './navItems';
import { NavMenu } from './NavMenu';

export interface SideNavProps {
  isAdmin: boolean;
}

/** Side tabs: Home, Results, Analyses, Manage Links for users; the admin tabs for admins. */
export function SideNav({ isAdmin }: SideNavProps) {
  return (
    <nav aria-label="Main navigation">
      <NavMenu items={sideTabs(isAdmin)} />
    </nav>
  );
}
