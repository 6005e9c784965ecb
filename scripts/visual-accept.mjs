#!/usr/bin/env node
/**
 * Accepts the pictures of the last stories run (`npm run visual:accept`): every changed or new
 * picture that run reported (test-results/visual/changes.json, see tests/e2e/visual.ts) is stored
 * in tests/visual/pictures, and pictures no screen story takes any more are removed. Look at the
 * report (test-results/visual/index.html) first: what is stored here is what the next run expects.
 * Pictures are stored as RGB PNGs at the strongest compression (Chromium writes them fast, not
 * small): about a third fewer bytes for the same pixels. sha256.json beside them keeps the hash of
 * each picture's bytes as Chromium wrote them: a run whose screenshot has those bytes passes
 * without decoding anything.
 */
import { createHash } from 'node:crypto';
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
const HASHES_FILE = `${PICTURES_DIR}/sha256.json`;

if (!existsSync(`${REPORT_DIR}/changes.json`)) {
  console.log('Nothing to accept: the last stories run reported no visual change.');
  process.exit(0);
}
const { changes, unused } = JSON.parse(readFileSync(`${REPORT_DIR}/changes.json`, 'utf8'));
mkdirSync(PICTURES_DIR, { recursive: true });
const hashes = existsSync(HASHES_FILE) ? JSON.parse(readFileSync(HASHES_FILE, 'utf8')) : {};
for (const { name } of changes) {
  const bytes = readFileSync(`${REPORT_DIR}/${name}.actual.png`);
  hashes[name] = createHash('sha256').update(bytes).digest('hex');
  const png = PNG.sync.read(bytes);
  const small = PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, deflateLevel: 9 });
  writeFileSync(`${PICTURES_DIR}/${name}`, small);
}
for (const name of unused) {
  rmSync(`${PICTURES_DIR}/${name}`, { force: true });
  delete hashes[name];
}
const sorted = Object.fromEntries(Object.entries(hashes).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(HASHES_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
rmSync(`${REPORT_DIR}/changes.json`);

const files = readdirSync(PICTURES_DIR).filter((f) => f.endsWith('.png'));
const bytes = files.reduce((sum, f) => sum + statSync(`${PICTURES_DIR}/${f}`).size, 0);
console.log(
  `Stored ${changes.length} pictures, removed ${unused.length}; ` +
    `${files.length} pictures in ${PICTURES_DIR}, ${(bytes / 1e6).toFixed(1)} MB.`,
);
