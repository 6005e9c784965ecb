/**
 * The app and the mock backend have no import cycle, and the cycle finder really finds one,
 * whatever kind of import closes it (it runs as the command line does, on the project and on
 * made-up folders).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve('scripts/import-cycles.mjs');

describe('import-cycles', () => {
  it('finds no cycle in src/ and mocks/ (the folders it reads by default)', () => {
    expect(execFileSync('node', [script], { encoding: 'utf8' })).toBe('no import cycles\n');
  });

  /** Runs the finder on made-up files (path -> text) under a fresh folder. */
  function runOn(files: Record<string, string>, folders: string[] = []) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
    try {
      for (const [file, text] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), text);
      }
      return spawnSync('node', [script, ...folders], { cwd: dir, encoding: 'utf8' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it('counts a dynamic import one way and a type import the other', () => {
    // the shape of a cycle it once missed: a writer loaded lazily by the file whose type it uses
    const run = runOn({
      'mocks/lib/files.ts':
        "export type Sheet = string[];\nexport const write = async () => (await import('./book')).book;\n",
      'mocks/lib/book.ts':
        "import type { Sheet } from './files';\nexport const book: Sheet = [];\n",
    });
    expect(run.stdout).toBe(
      'mocks/lib/book.ts -> mocks/lib/files.ts -> mocks/lib/book.ts\n1 import cycle(s)\n',
    );
    expect(run.status).toBe(1);
  });

  it('follows the aliases between src/ and mocks/, and no import written in a comment', () => {
    const run = runOn({
      'src/app.ts': "export const app = () => import('@mocks/browser');\n",
      'mocks/browser.ts':
        "// import('@/app') would close a cycle\nimport type {} from '@/types';\n",
      'src/types.ts': "/**\n * lazy: import('../mocks/browser')\n */\nexport type T = 1;\n",
    });
    expect(run.stdout).toBe('no import cycles\n');
    const closed = runOn({
      'src/app.ts': "export const app = () => import('@mocks/browser');\n",
      'mocks/browser.ts': "export { app } from '@/app';\n",
    });
    expect(closed.stdout).toBe(
      'mocks/browser.ts -> src/app.ts -> mocks/browser.ts\n1 import cycle(s)\n',
    );
  });

  it('reports a cycle with the files on it and fails', () => {
    const run = runOn(
      {
        'src/a.ts': "import { b } from './b';\nexport const a = b;\n",
        'src/b.ts': "import type { C } from './c';\nexport const b: C = 1;\n",
        'src/c.ts': "export type C = number;\nexport { a } from './a';\n",
        'src/d.ts': "import { a } from './a';\nexport const d = a;\n",
      },
      ['src'],
    );
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('src/a.ts -> src/b.ts -> src/c.ts -> src/a.ts\n1 import cycle(s)\n');
  });
});
