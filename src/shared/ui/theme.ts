/**
 * The antd theme: the brand green and yellow, one font stack and one border radius.
 * The brand green #149b5f reaches only 3.6:1 against white, below the 4.5:1 that WCAG AA asks of
 * text. Text, links and filled buttons therefore use a darker shade of the same green,
 * #0e7a49 (5.4:1 on white, 4.8:1 on the light green of selected menu items); the brand green
 * itself stays for the logo, charts and other graphics. The yellow #FFC832 is an accent and
 * warning colour for graphics and backgrounds only (dark text on it), never for text on white.
 * antd's default grey for secondary text (#8c8c8c, 3.4:1) and its default red (#ff4d4f, 3.3:1)
 * fall short as well: secondary text uses 62 % black (5.4:1 or more, also on the light green and grey
 * panels) and errors a darker red, #c41d1f (6.1:1).
 * antd makes hover and pressed states lighter than the base colour, which drops white button text
 * below 4.5:1 (#248757 under the pointer: 4.48:1); here hover and pressed go darker instead.
 * antd derives the light backgrounds of selected items (table rows, options) from the primary
 * colour; for this dark green that is a grey (#a9bab0, #82ad94 under the pointer) on which a link
 * reaches 2.7:1. They use the light green of selected menu items instead (4.8:1, 4.6:1).
 * A button that is busy (its spinner turning) keeps its full colours: antd fades it to 65 %,
 * which leaves its text at 2.8:1 ('Login' while logging in); the spinner shows the state.
 */
import type { ThemeConfig } from 'antd';

export const BRAND_GREEN = '#149b5f';
/** The brand green darkened to reach WCAG AA contrast for text and buttons. */
export const BRAND_GREEN_TEXT = '#0e7a49';
export const BRAND_YELLOW = '#FFC832';

/** The shells' backgrounds: antd's Layout (signed in) and the public shell's plain elements. */
export const LAYOUT_COLORS = {
  headerBg: '#ffffff',
  siderBg: '#ffffff',
  bodyBg: '#f5f7f6',
  footerBg: '#ffffff',
} as const;

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_GREEN_TEXT,
    colorLink: BRAND_GREEN_TEXT,
    colorSuccess: BRAND_GREEN_TEXT,
    colorWarning: BRAND_YELLOW,
    colorInfo: BRAND_GREEN_TEXT,
    colorError: '#c41d1f',
    colorPrimaryHover: '#0b6a3f',
    colorPrimaryActive: '#085532',
    colorPrimaryBg: '#e6f4ec',
    colorPrimaryBgHover: '#dff1e7',
    // info and success notices (alerts, tags) on the same light brand green: antd derives a
    // grey-green (#a9bab0) from the dark brand green they share
    colorInfoBg: '#e6f4ec',
    colorInfoBorder: '#9fd0b3',
    colorSuccessBg: '#e6f4ec',
    colorSuccessBorder: '#9fd0b3',
    colorLinkHover: '#0b6a3f',
    colorLinkActive: '#085532',
    colorErrorHover: '#a5181a',
    colorErrorActive: '#881315',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    fontFamily:
      "'Source Sans 3', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 14,
    borderRadius: 6,
    opacityLoading: 1,
  },
  components: {
    Layout: LAYOUT_COLORS,
    Menu: { itemSelectedBg: '#e6f4ec', itemSelectedColor: BRAND_GREEN_TEXT },
    // menus (the account menu, export menus) open above the notices (antd's notifications sit
    // at z-index 2050): a notice that stays 200 s must never cover Logout
    Dropdown: { zIndexPopup: 2060 },
  },
};
