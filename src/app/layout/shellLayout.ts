/**
 * What the signed-in shell shows at a window width. Users' screens switch once, at 768 px:
 * below it the side tabs move into the mobile menu behind the menu button and the header
 * compacts. The admin back-office uses its own two breakpoints, 1164 px and 434 px:
 * - from 1164 px: the side navigation with its five tabs;
 * - from 434 px to 1163 px: the same five tabs behind the menu button (the side navigation
 *   would squeeze the back-office's cards and forms);
 * - below 434 px: the admin mobile menu (Home, Manage Parameter, Notifications, Help) behind
 *   the menu button, a compact header (smaller logo, the avatar without the name) and narrower
 *   page margins.
 */
export const USER_MOBILE_WIDTH = 768;
export const ADMIN_SIDE_NAV_WIDTH = 1164;
export const ADMIN_COMPACT_WIDTH = 434;

export interface ShellLayout {
  /** the side navigation is shown */
  sideNav: boolean;
  /** what the menu button opens: the side tabs, the mobile menu, or nothing (no button) */
  drawer: 'tabs' | 'mobile' | null;
  /** compact header and page margins */
  compact: boolean;
}

export function shellLayout(width: number, isAdmin: boolean): ShellLayout {
  if (!isAdmin) {
    const mobile = width < USER_MOBILE_WIDTH;
    return { sideNav: !mobile, drawer: mobile ? 'mobile' : null, compact: mobile };
  }
  if (width >= ADMIN_SIDE_NAV_WIDTH) return { sideNav: true, drawer: null, compact: false };
  if (width >= ADMIN_COMPACT_WIDTH) return { sideNav: false, drawer: 'tabs', compact: false };
  return { sideNav: false, drawer: 'mobile', compact: true };
}
