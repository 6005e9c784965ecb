/**
 * The dev server's dependency scan reads only the app's own page: the built pages in the folder
 * (api-docs/, dist-demo/, storybook-static/) are no entries, or `npm run dev` after `npm test`
 * fails its scan on them.
 */
import fs from 'node:fs';
import type { UserConfig } from 'vite';
import viteConfig from '../vite.config';

const configFor = (mode: string) =>
  (viteConfig as (env: { mode: string; command: 'serve' | 'build' }) => UserConfig)({
    mode,
    command: 'serve',
  });

describe('vite.config', () => {
  it('scans only index.html for dependencies, in every mode', () => {
    for (const mode of ['development', 'demo', 'production']) {
      expect(configFor(mode).optimizeDeps?.entries).toEqual(['index.html']);
    }
    expect(fs.existsSync('index.html')).toBe(true);
  });
});
