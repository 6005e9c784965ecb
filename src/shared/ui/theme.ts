/**
 * The antd theme: brand green #149b5f as the primary colour, yellow #FFC832 as the secondary
 * (warning/accent) colour, one font stack and one border radius.
 */
import type { ThemeConfig } from 'antd';

export const BRAND_GREEN = '#149b5f';
export const BRAND_YELLOW = '#FFC832';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_GREEN,
    colorLink: BRAND_GREEN,
    colorSuccess: BRAND_GREEN,
    colorWarning: BRAND_YELLOW,
    colorInfo: BRAND_GREEN,
    fontFamily:
      "'Source Sans 3', 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    fontSize: 14,
    borderRadius: 6,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', bodyBg: '#f5f7f6', footerBg: '#ffffff' },
    Menu: { itemSelectedBg: '#e6f4ec', itemSelectedColor: BRAND_GREEN },
  },
};
