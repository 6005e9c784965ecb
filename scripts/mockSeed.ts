/**
 * The mock's default seed, computed once per build instead of at every start of the app in the
 * browser: exposed as the virtual module `virtual:mock-default-seed` (types in src/env.d.ts),
 * the JSON text of `seed('default')` (mocks/db/seed.ts). The seed is deterministic (fixed faker
 * seed and reference date), so the text equals what a start would compute; the store parses it
 * on a fresh start of the default scenario (mocks/browser.ts, loadDb) and still seeds every
 * other scenario itself. Only the browser's start imports it: tests, Storybook and the Node mock
 * server seed in place.
 */
import path from 'node:path';
import { runnerImport, type Alias, type Plugin } from 'vite';

const ID = 'virtual:mock-default-seed';
const RESOLVED = `\0${ID}`;

export function mockDefaultSeed(): Plugin {
  let root = process.cwd();
  let alias: Alias[] = [];
  return {
    name: 'mock-default-seed',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // mocks/db/seed.ts is TypeScript with the app's aliases: loaded through Vite in Node
      const { module } = await runnerImport<typeof import('../mocks/db/seed')>(
        path.join(root, 'mocks/db/seed.ts'),
        { configFile: false, root, resolve: { alias }, logLevel: 'error' },
      );
      return `export default ${JSON.stringify(JSON.stringify(module.seed('default')))};`;
    },
  };
}
