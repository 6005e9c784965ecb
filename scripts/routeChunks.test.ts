/**
 * The route-level chunks' rules on a small module graph: which routes use a module (through an
 * index file only where the name is used), what stays with a lazy piece, chunk names.
 */
import { moduleUse } from './moduleUse';
import { chunkName, onlyReexports, placeModules, routeOf } from './routeChunks';

const SRC = '/app/src';
const NM = '/app/node_modules/antd/es';
const results = `${SRC}/features/results`;

/** id -> [code, static imports, lazy imports] */
const MODULES: Record<string, [string, string[], string[]]> = {
  [`${results}/routes.tsx`]: [
    "const a = () => import('./pages/ListPage'); const b = () => import('./pages/DetailPage');",
    [],
    [`${results}/pages/ListPage.tsx`, `${results}/pages/DetailPage.tsx`],
  ],
  [`${results}/pages/ListPage.tsx`]: [
    "import { Table } from 'antd';\nconst d = () => import('../components/Dialog');",
    [`${NM}/index.js`],
    [`${results}/components/Dialog.tsx`],
  ],
  [`${results}/pages/DetailPage.tsx`]: ["import { Button } from 'antd';", [`${NM}/index.js`], []],
  [`${results}/components/Dialog.tsx`]: [
    "import { Button } from 'antd';\nimport { rule } from './dialogRule';",
    [`${NM}/index.js`, `${results}/components/dialogRule.ts`],
    [],
  ],
  [`${results}/components/dialogRule.ts`]: ['export const rule = 1;', [], []],
  [`${NM}/index.js`]: [
    "export { default as Button } from './button';\nexport { default as Table } from './table';",
    [`${NM}/button/index.js`, `${NM}/table/index.js`],
    [],
  ],
  [`${NM}/button/index.js`]: ['export default 1;', [], []],
  [`${NM}/table/index.js`]: ['export default 2;', [], []],
};

const ids = Object.keys(MODULES);
const info = (id: string) =>
  MODULES[id]
    ? {
        code: MODULES[id][0],
        importedIds: MODULES[id][1],
        importers: ids.filter((m) => MODULES[m][1].includes(id)),
        dynamicImporters: ids.filter((m) => MODULES[m][2].includes(id)),
      }
    : null;

describe('route-level chunks', () => {
  it("counts a module's users through an index file only where they use its name", () => {
    const use = moduleUse(
      {
        importers: (m) => info(m)?.importers ?? [],
        importedIds: (m) => info(m)?.importedIds ?? [],
        code: (m) => info(m)?.code ?? null,
        lazy: (m) => (info(m)?.dynamicImporters.length ?? 0) > 0,
      },
      SRC,
    );
    expect([...use.users(`${NM}/table/index.js`)]).toEqual([`${results}/pages/ListPage.tsx`]);
    expect([...use.users(`${NM}/button/index.js`)].sort()).toEqual([
      `${results}/components/Dialog.tsx`,
      `${results}/pages/DetailPage.tsx`,
    ]);
  });

  it('places what routes use, and leaves what only a lazy piece uses with the piece', () => {
    const placement = placeModules(ids, info, SRC);
    expect(placement.get(`${NM}/table/index.js`)).toBe('results');
    expect(placement.get(`${NM}/button/index.js`)).toBe('results');
    expect(placement.has(`${results}/components/dialogRule.ts`)).toBe(false);
    expect(placement.has(`${results}/components/Dialog.tsx`)).toBe(false);
  });

  it('leaves what a hand-made chunk names to that chunk', () => {
    const table = { name: 'antd-table', test: (id: string) => id.includes('/table/') };
    const placement = placeModules(ids, info, SRC, [table]);
    expect(placement.has(`${NM}/table/index.js`)).toBe(false);
    expect(placement.get(`${NM}/button/index.js`)).toBe('results');
  });

  it('names routes and chunks', () => {
    expect(routeOf(`${results}/pages/ListPage.tsx`, [`${results}/routes.tsx`])).toBe(
      'results/ListPage',
    );
    expect(routeOf(`${results}/components/Dialog.tsx`, [`${results}/pages/ListPage.tsx`])).toBe(
      null,
    );
    expect(routeOf(`${SRC}/app/SignedInShell.tsx`, [])).toBe('shell');
    expect(chunkName(['results/A', 'results/B'])).toBe('results');
    expect(chunkName(['shares/A', 'analyses/B'])).toBe('analyses+shares');
    expect(chunkName(['a/A', 'b/B', 'c/C', 'd/D'])).toBe('shared');
  });

  it('tells an index file (only re-exports) from a module with code', () => {
    expect(onlyReexports("export { A } from './a';\nexport * from './b';\n// note")).toBe(true);
    expect(onlyReexports("export type { T } from './t';\nexport { A as B } from './a';")).toBe(
      true,
    );
    expect(onlyReexports("import { A } from './a';\nexport const b = A;")).toBe(false);
  });
});
