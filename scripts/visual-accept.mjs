#!/usr/bin/env node
/**
 * Accepts the pictures of the last stories run (`npm run visual:accept`): every changed or new
 * picture that run reported (test-results/visual/changes.json, see tests/e2e/visual.ts) is stored
 * in tests/visual/pictures, and pictures no screen story takes any more are removed. Look at the
 * report (test-results/visual/index.html) first: what is stored here is what the next run expects.
 * Pictures are stored as RGB PNGs at the strongest compression (Chromium writes them fast, not
 * small): about a third fewer bytes for the same pixels.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { PNG } from 'pngjs';

const REPORT_DIR = 'test-results/visual';
const PICTURES_DIR = 'tests/visual/pictures';

if (!existsSync(`${REPORT_DIR}/changes.json`)) {
  console.log('Nothing to accept: the last stories run reported no visual change.');
  process.exit(0);
}
const { changes, unused } = JSON.parse(readFileSync(`${REPORT_DIR}/changes.json`, 'utf8'));
mkdirSync(PICTURES_DIR, { recursive: true });
for (const { name } of changes) {
  const png = PNG.sync.read(readFileSync(`${REPORT_DIR}/${name}.actual.png`));
  const small = PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, deflateLevel: 9 });
  writeFileSync(`${PICTURES_DIR}/${name}`, small);
}
for (const name of unused) rmSync(`${PICTURES_DIR}/${name}`, { force: true });
rmSync(`${REPORT_DIR}/changes.json`);

const files = readdirSync(PICTURES_DIR).filter((f) => f.endsWith('.png'));
const bytes = files.reduce((sum, f) => sum + statSync(`${PICTURES_DIR}/${f}`).size, 0);
console.log(
  `Stored ${changes.length} pictures, removed ${unused.length}; ` +
    `${files.length} pictures in ${PICTURES_DIR}, ${(bytes / 1e6).toFixed(1)} MB.`,
);
