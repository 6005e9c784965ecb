/**
 * The design token of the antd theme in effect: what `theme.useToken().token` gives. antd's
 * `theme` object also carries its dark and compact algorithms, which this app never uses, and
 * the bundler cannot leave out parts of an object: importing the hook alone keeps them off every
 * page (the login's first load has a budget). An ESLint rule points `theme` imports here.
 */
import useDesignToken from 'antd/es/theme/useToken';

export function useThemeToken() {
  // antd's internal hook answers [theme, token, hashId, ...]
  return useDesignToken()[1];
}
