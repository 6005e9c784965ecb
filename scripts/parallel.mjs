#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails when any of them fails:
 *
 *   node scripts/parallel.mjs lint typecheck api:check
 *
 * Used by `npm test` for steps that each keep only part of the machine busy (ESLint, tsc and the
 * contract checks are mostly single-threaded; the production suite drives one page at a time
 * while the demo and Storybook builds run). Each script's output is printed in one piece when
 * it ends, with its time, so the log reads like the serial run.
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const begin = Date.now();
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const chunks = [];
        child.stdout.on('data', (d) => chunks.push(d));
        child.stderr.on('data', (d) => chunks.push(d));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - begin) / 1000).toFixed(1);
          const ok = code === 0;
          process.stdout.write(
            `\n── ${script}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s ──\n`,
          );
          process.stdout.write(Buffer.concat(chunks));
          resolve({ script, ok });
        });
      }),
  ),
);

const failed = results.filter((r) => !r.ok).map((r) => r.script);
const total = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  failed.length
    ? `\n${failed.join(', ')} failed (${total} s)`
    : `\n${scripts.join(', ')}: all passed in ${total} s`,
);
process.exit(failed.length ? 1 : 0);
