/**
 * The Vite plugins of the Storybook build, trimmed to what the stories need.
 *
 * - react-docgen: Storybook's React preset runs it on every .ts/.tsx/.js module outside
 *   node_modules (and calls it for node_modules' modules too, to skip them itself): the mock, the
 *   generated API client, the stories, the tests' helpers. Only a .tsx file outside the stories
 *   and tests defines a component it documents (a .ts file has no JSX, a story file exports
 *   stories): the same plugin runs on those alone, and the bundler no longer calls it for the
 *   others (a hook filter is checked before any JavaScript runs). It still follows a component's
 *   imported types into any file, as before.
 * - The app's production build plugins of vite.config.ts that write what only the app's build
 *   uses: bundle-graph (the chunk graph and gzip sizes for the app's bundle check) and
 *   route-hints (the app's index.html preloads; Storybook's pages are not the app's).
 * - drop-mock-worker: Storybook builds in production mode, where vite.config.ts drops the mock's
 *   service worker from the output (a real-server build must not ship it); the stories need it.
 * - Storybook's stats plugin, whose module graph is only written with --stats-json.
 */
import type { Plugin, PluginOption } from 'vite';

/** The modules that can define a documented component. */
const DOCGEN_FILTER = {
  id: { include: /\.tsx$/, exclude: [/[\\/]node_modules[\\/]/, /\.(stories|test)\.tsx$/] },
};

const APP_BUILD_ONLY = new Set(['bundle-graph', 'route-hints', 'drop-mock-worker']);
const STATS = 'storybook:rollup-plugin-webpack-stats';

function narrowDocgen(plugin: Plugin): Plugin {
  const transform = plugin.transform;
  if (typeof transform !== 'function') return plugin;
  return { ...plugin, transform: { filter: DOCGEN_FILTER, handler: transform } };
}

/** `plugins` (nested as Vite allows) without the ones above, react-docgen narrowed. */
export function storybookPlugins(plugins: PluginOption[], { stats = false } = {}): PluginOption[] {
  const drop = new Set([...APP_BUILD_ONLY, ...(stats ? [] : [STATS])]);
  const trim = (p: PluginOption): PluginOption => {
    if (Array.isArray(p)) return p.map(trim);
    if (!p || typeof p !== 'object' || !('name' in p)) return p;
    if (drop.has(p.name)) return false;
    return p.name === 'storybook:react-docgen-plugin' ? narrowDocgen(p) : p;
  };
  return plugins.map(trim);
}
