/**
 * A Vite plugin that keeps four antd components without a part this app never shows at once:
 * - antd's Table (antd 6) without the tree of its column filter dropdown (the tree that
 *   `filterMode: 'tree'` shows): src/shared/ui/DataTable/noTreeFilter.ts takes its place. No
 *   table here gives antd column filters (DataTable filters in its own dialog), so the tree and
 *   its styles never load; a column with `filterMode: 'tree'` would fail with the stub's error.
 * - antd's Form without antd's Tooltip in every label: a label draws a tooltip only for
 *   Form.Item's `tooltip` prop, and src/shared/ui/FormLabelTooltip.tsx loads the Tooltip when a
 *   label first asks for one. Every form page, the login first, then fetches the Tooltip and its
 *   popup machinery (about 4 kB of gzip) only where something shows a tooltip.
 * - antd's ConfigProvider without the provider of `tooltip.unique` (one popup shared by every
 *   tooltip), which the app never turns on: src/shared/ui/noTooltipUnique.ts takes its place.
 *   It carried @rc-component/trigger, antd's popup machinery (about 8 kB of gzip), to every
 *   page; now the pages with a popup (tooltips, menus, selects, pickers) load it.
 * - antd's Result without its three illustrations (about 8 kB of gzip on every page that can show
 *   an error state): the 404 one loads when the not-found page shows it
 *   (src/shared/ui/lazyNotFoundImage.tsx); those of status 403 and 500, which no screen shows,
 *   fail with src/shared/ui/noResultImage.ts's error.
 * Each redirection names antd's importing file: an antd update that moves it brings the part
 * back, and the bundle check of `npm run build` then fails (scripts/check-bundle.mjs).
 */
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

const fromSrc = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

const RESULT = /[\\/]antd[\\/]es[\\/]result[\\/]index\.js$/;

/** [the import as antd writes it, antd's importing file, what takes its place] */
const REDIRECTS: [string, RegExp, string][] = [
  [
    '../../../tree',
    /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    fromSrc('shared/ui/DataTable/noTreeFilter.ts'),
  ],
  [
    '../tooltip/UniqueProvider',
    /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    fromSrc('shared/ui/noTooltipUnique.ts'),
  ],
  [
    '../tooltip',
    /[\\/]antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/,
    fromSrc('shared/ui/FormLabelTooltip.tsx'),
  ],
  ['./noFound', RESULT, fromSrc('shared/ui/lazyNotFoundImage.tsx')],
  ['./serverError', RESULT, fromSrc('shared/ui/noResultImage.ts')],
  ['./unauthorized', RESULT, fromSrc('shared/ui/noResultImage.ts')],
];

/** The imports above as patterns: the bundler calls the hook for these alone, not for each. */
const REDIRECTED = REDIRECTS.map(
  ([from]) => new RegExp(`^${from.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`),
);

export function antdLite(): Plugin {
  return {
    name: 'antd-lite',
    enforce: 'pre',
    resolveId: {
      filter: { id: REDIRECTED },
      handler(source, importer) {
        if (!importer) return null;
        const redirect = REDIRECTS.find(([from, by]) => source === from && by.test(importer));
        return redirect ? redirect[2] : null;
      },
    },
  };
}
