// Gives every successful JSON answer of openapi.yaml an `example`, taken from what the mock
// server answered while the tests ran (so examples are real, consistent data: the demo's users,
// results and parameters). Prism serves these examples in the production suite; backend
// developers read them in the reference (`npm run api:docs`).
//
//   npm run api:examples   runs the node tests recording answers, then writes the examples
//   node scripts/api-examples.mjs --from DIR   writes examples from answers already recorded
//   node scripts/api-examples.mjs --check      fails when an answer has no example
//
// Answers that already carry `example` or `examples` are left as written by hand. Arrays are
// cut to three items and long texts (pictures as base64) to 400 characters, so the contract
// stays readable; Redocly's lint checks every example against its schema.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specFile = path.join(root, 'openapi.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

/** [operationId, status] of every 2xx answer with a JSON body and no example yet. */
function answersWithoutExample(doc) {
  const missing = [];
  for (const item of Object.values(doc.paths))
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (!/^2\d\d$/.test(status) || response.$ref) continue;
        const media = response.content?.['application/json'];
        if (media && media.example === undefined && media.examples === undefined)
          missing.push([op.operationId, status]);
      }
    }
  return missing;
}

if (process.argv.includes('--check')) {
  const missing = answersWithoutExample(yaml.load(fs.readFileSync(specFile, 'utf8')));
  if (missing.length) {
    console.error(`answers without an example: ${missing.map((m) => m.join(' ')).join(', ')}`);
    process.exit(1);
  }
  console.log('every JSON answer has an example');
  process.exit(0);
}

let dir = arg('--from');
if (!dir) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-examples-'));
  execFileSync('npx', ['vitest', 'run', '--project', 'node'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_EXAMPLES_OUT: dir },
  });
}

/** Arrays cut to 3 items, long texts to 400 characters. */
function trimmed(value) {
  if (Array.isArray(value)) return value.slice(0, 3).map(trimmed);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  if (typeof value === 'string' && value.length > 400) return value.slice(0, 400);
  return value;
}

/** How much an answer shows: filled lists and fields count, empty lists do not. */
function richness(value) {
  if (Array.isArray(value)) return value.length ? 2 + richness(value[0]) : -2;
  if (value && typeof value === 'object')
    return Object.values(value).reduce((sum, v) => sum + 1 + richness(v), 0);
  return 0;
}

const best = new Map();
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.jsonl')))
  for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { operationId, status, body } = JSON.parse(line);
    const key = `${operationId} ${status}`;
    const score = richness(body);
    // the richest answer wins; equal ones: the shorter (a smaller, tidier example)
    const size = JSON.stringify(body).length;
    const current = best.get(key);
    if (!current || score > current.score || (score === current.score && size < current.size))
      best.set(key, { score, size, body: trimmed(body) });
  }

// Write the examples: after the `schema:` block of each answer's application/json media type.
const lines = fs.readFileSync(specFile, 'utf8').split('\n');
const out = [];
const indentOf = (l) => l.length - l.trimStart().length;
let operationId = null;
let status = null;
let inJson = false;
let jsonIndent = 0;
let hasExample = false;
const written = [];
const flush = () => {
  const found = inJson && !hasExample && best.get(`${operationId} ${status}`);
  if (found) {
    const pad = ' '.repeat(jsonIndent + 2);
    out.push(`${pad}example: ${JSON.stringify(found.body)}`);
    written.push(`${operationId} ${status}`);
  }
  inJson = false;
};
for (const line of lines) {
  const indent = indentOf(line);
  if (inJson && line.trim() && indent <= jsonIndent) flush();
  const op = /^\s+operationId: (\w+)$/.exec(line);
  if (op) operationId = op[1];
  const code = /^ {8}'(\d{3})':$/.exec(line);
  if (code) status = code[1];
  if (/^ {12}application\/json:$/.test(line) && status?.startsWith('2')) {
    inJson = true;
    jsonIndent = indent;
    hasExample = false;
  } else if (inJson && indent === jsonIndent + 2 && /^(example|examples):/.test(line.trim()))
    hasExample = true;
  out.push(line);
}
flush();

const options = (await prettier.resolveConfig(specFile)) ?? {};
fs.writeFileSync(
  specFile,
  await prettier.format(out.join('\n'), { ...options, filepath: specFile }),
);
const missing = answersWithoutExample(yaml.load(fs.readFileSync(specFile, 'utf8')));
console.log(`examples written: ${written.length}; answers still without one: ${missing.length}`);
for (const [id, code] of missing) console.log(`  ${id} ${code}`);
