/**
 * The mock backend has no import cycle, and the cycle finder really finds one (it runs as the
 * command line does, on the project and on a made-up folder).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve('scripts/import-cycles.mjs');

describe('import-cycles', () => {
  it('finds no cycle in mocks/', () => {
    expect(execFileSync('node', [script, 'mocks'], { encoding: 'utf8' })).toBe(
      'no import cycles\n',
    );
  });

  it('reports a cycle with the files on it and fails', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
    try {
      fs.mkdirSync(path.join(dir, 'src'));
      fs.writeFileSync(
        path.join(dir, 'src/a.ts'),
        "import { b } from './b';\nexport const a = b;\n",
      );
      fs.writeFileSync(
        path.join(dir, 'src/b.ts'),
        "import type { C } from './c';\nexport const b: C = 1;\n",
      );
      fs.writeFileSync(
        path.join(dir, 'src/c.ts'),
        "export type C = number;\nexport { a } from './a';\n",
      );
      fs.writeFileSync(
        path.join(dir, 'src/d.ts'),
        "import { a } from './a';\nexport const d = a;\n",
      );
      const run = spawnSync('node', [script, 'src'], { cwd: dir, encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('src/a.ts -> src/b.ts -> src/c.ts -> src/a.ts\n1 import cycle(s)\n');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
