/**
 * What the signed-in shell shows at a window width. Users' screens switch at 1024, 768 and
 * 374 px:
 * - from 1024 px (a tablet held landscape, a laptop): the side navigation with its tabs;
 * - from 768 px to 1023 px (a tablet held upright): the same tabs behind the menu button, so the
 *   page keeps the whole width (the side navigation took 220 of 768 px);
 * - below 768 px (phones, the 767 px side of the same line): the mobile menu behind the menu
 *   button, a compact header (smaller logo, the avatar without the name), 12 px page margins;
 * - below 374 px (the narrowest phones, 320 to 360 px wide): cards with half their inner
 *   spacing (12 px), so their text keeps room. Between, a phone's cards keep 16 px (global.css,
 *   at antd's 576 px line).
 * The admin back-office uses its own two breakpoints, 1164 px and 434 px:
 * - from 1164 px: the side navigation with its five tabs;
 * - from 434 px to 1163 px: the same five tabs behind the menu button (the side navigation
 *   would squeeze the back-office's cards and forms);
 * - below 434 px: the admin mobile menu (Home, Manage Parameter, Notifications, Help) behind
 *   the menu button, a compact header and narrower page margins.
 */
export const USER_SIDE_NAV_WIDTH = 1024;
export const USER_MOBILE_WIDTH = 768;
export const USER_NARROW_WIDTH = 374;
export const ADMIN_SIDE_NAV_WIDTH = 1164;
export const ADMIN_COMPACT_WIDTH = 434;

export interface ShellLayout {
  /** the side navigation is shown */
  sideNav: boolean;
  /** what the menu button opens: the side tabs, the mobile menu, or nothing (no button) */
  drawer: 'tabs' | 'mobile' | null;
  /** compact header and page margins */
  compact: boolean;
  /** the narrowest phones: tighter cards */
  narrow: boolean;
}

const SIDE: ShellLayout = { sideNav: true, drawer: null, compact: false, narrow: false };
const TABS: ShellLayout = { sideNav: false, drawer: 'tabs', compact: false, narrow: false };
const MOBILE: ShellLayout = { sideNav: false, drawer: 'mobile', compact: true, narrow: false };

export function shellLayout(width: number, isAdmin: boolean): ShellLayout {
  if (!isAdmin) {
    if (width >= USER_SIDE_NAV_WIDTH) return SIDE;
    if (width >= USER_MOBILE_WIDTH) return TABS;
    return width < USER_NARROW_WIDTH ? { ...MOBILE, narrow: true } : MOBILE;
  }
  if (width >= ADMIN_SIDE_NAV_WIDTH) return SIDE;
  if (width >= ADMIN_COMPACT_WIDTH) return TABS;
  return MOBILE;
}

/** Both shells' headers are 64 px high (antd's layout header; the visitors' shell draws its own). */
export const HEADER_HEIGHT = 64;
/**
 * Both shells' content fills the window below the header, so the footer starts below the fold: a
 * page whose data arrives after its first paint grows without pushing a footer in view down (a
 * layout shift); a short page's footer is one scroll away.
 */
export const CONTENT_MIN_HEIGHT = `calc(100vh - ${HEADER_HEIGHT}px)`;
