// Fails when a production build contains the mock backend (msw, faker) in any chunk.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2] ?? 'dist';
const files = [];
const walk = (d) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) walk(p);
    else files.push(p);
  }
};
walk(dir);
const forbidden = [
  /mockServiceWorker/,
  /\bsetupWorker\b/,
  /@faker-js|fakerEN|faker\.seed/,
  /msw\/browser|\[MSW\]/,
  /data-code/,
];
let bad = 0;
let total = 0;
const rows = [];
for (const f of files.filter((f) => f.endsWith('.js'))) {
  const src = fs.readFileSync(f, 'utf8');
  const gz = zlib.gzipSync(src).length;
  total += gz;
  rows.push([path.relative(dir, f), gz]);
  for (const re of forbidden) {
    if (re.test(src)) {
      console.error(`${f}: contains ${re} (mock code in a production build)`);
      bad += 1;
    }
  }
}
if (files.some((f) => f.endsWith('mockServiceWorker.js'))) {
  console.error('mockServiceWorker.js was copied into the production build');
  bad += 1;
}
rows.sort((a, b) => b[1] - a[1]);
for (const [f, gz] of rows.slice(0, 8))
  console.log(`${(gz / 1024).toFixed(1).padStart(8)} kB gz  ${f}`);
console.log(`${(total / 1024).toFixed(1).padStart(8)} kB gz  total JS (${rows.length} chunks)`);
if (bad) process.exit(1);
console.log('production bundle has no mock code');
