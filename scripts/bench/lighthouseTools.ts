/**
 * Lighthouse and puppeteer-core for the Lighthouse benchmark. They live in a package of their
 * own (scripts/bench/lighthouse: about 200 packages and 200 MB) that the project's `npm ci` does
 * not install, since no check of `npm test` uses them; the benchmark installs it with that
 * folder's `npm ci` on its first run, and again when its lock file is newer than the install.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = fileURLToPath(new URL('./lighthouse', import.meta.url));

/** True when ./lighthouse/node_modules holds what its lock file names. */
function installed() {
  const lock = path.join(DIR, 'package-lock.json');
  const done = path.join(DIR, 'node_modules', '.package-lock.json');
  return fs.existsSync(done) && fs.statSync(done).mtimeMs >= fs.statSync(lock).mtimeMs;
}

export async function lighthouseTools() {
  if (!installed())
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: DIR, stdio: 'inherit' });
  return import('./lighthouse/tools.mjs');
}
