/**
 * Lighthouse 12 (its Node API, mobile defaults: a mid-range phone's screen, simulated slow 4G and
 * 4x CPU) on the app for a real server, beside the floor app (scripts/bench/floor) in the same
 * run: the same builds, static server and mock HTTP server on a fresh seed as the main pages'
 * benchmark (./apps). Each round audits the floor's login, then every main page
 * (./mainPages), each in a fresh Chromium (an empty profile: a cold cache); a signed-in page's
 * browser is logged in first as the login leaves one (the session cookie and the stored user id),
 * and Lighthouse then keeps that storage. Prints, median of BENCH_LH_RUNS (3): the four category
 * scores, LCP, total blocking time and layout shift per page, the floor's row first, and the
 * audits of accessibility, best practices and SEO that did not pass (from the last round).
 *
 *   npm run bench -- lighthouse
 *   BENCH_LH_RUNS=1 BENCH_PAGES=login,share npm run bench -- lighthouse
 *   BENCH_LH_OUT=/tmp/lh npm run bench -- lighthouse   # and keep each report (JSON)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { CHROMIUM_PATH } from '../../tests/utils/chromium';
import { startAppAndFloor, type AppAndFloor } from './apps';
import { BENCH_CHROMIUM_FLAGS, PROTOCOL } from './browser';
import { median } from './demoApp';
import type { LighthouseFlags, LighthouseResult } from './lighthouse/tools.mjs';
import { lighthouseTools } from './lighthouseTools';
import { shortPath, wantedPages, type Role } from './mainPages';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
/** Ports of this benchmark (BENCH_LH_PORT and the next two). */
const PORT = Number(process.env.BENCH_LH_PORT ?? 4550);
const OUT = process.env.BENCH_LH_OUT;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Audit {
  scores: number[];
  lcp: number;
  tbt: number;
  cls: number;
  /** the accessibility, best practices and SEO audits that count and did not pass */
  failed: string[];
}

const pages = wantedPages();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-bench-'));
let apps: AppAndFloor;
let tools: Awaited<ReturnType<typeof lighthouseTools>>;
const audits = new Map<string, Audit[]>();
const startLoad = os.loadavg()[0].toFixed(1);

function summary(lhr: LighthouseResult): Audit {
  const failed = CATEGORIES.slice(1).flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a.score !== null && a.score < 1)
      .map((a) => `${id}: ${a.id}`),
  );
  return {
    scores: CATEGORIES.map((id) => Math.round((lhr.categories[id].score ?? 0) * 100)),
    lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
    failed,
  };
}

/** One Lighthouse run on `base` + `target.path` in a Chromium of its own. */
async function audit(base: string, target: { path: string; role: Role }, name: string) {
  const browser = await tools.puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: BENCH_CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    if (target.role) {
      // a small file of the origin, so the app's files stay out of the cache
      await page.goto(`${base}/robots.txt`);
      await page.evaluate(async (email) => {
        const res = await fetch('/api/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: 'Password1' }),
        });
        if (!res.ok) throw new Error(`login of ${email}: ${res.status}`);
        localStorage.setItem('userId', String(((await res.json()) as { userId: number }).userId));
      }, `${target.role}@example.com`);
    }
    const flags: LighthouseFlags = {
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: target.role !== null,
    };
    const result = await tools.lighthouse(`${base}${target.path}`, flags, undefined, page);
    if (!result) throw new Error(`no Lighthouse result for ${target.path}`);
    if (OUT) {
      fs.mkdirSync(OUT, { recursive: true });
      const file = `${name.replace(/\W+/g, '_')}-${Date.now()}.json`;
      fs.writeFileSync(path.join(OUT, file), JSON.stringify(result.lhr));
    }
    const list = audits.get(name) ?? [];
    audits.set(name, [...list, summary(result.lhr)]);
  } finally {
    await browser.close();
  }
}

beforeAll(async () => {
  tools = await lighthouseTools();
  apps = await startAppAndFloor(tmp, PORT);
}, 600_000);

afterAll(async () => {
  await apps?.stop();
  const lines = [
    `Lighthouse 12, mobile defaults, ${PROTOCOL}, median of ${RUNS}; load average ${startLoad} at the start, ${os.loadavg()[0].toFixed(1)} at the end`,
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const failures: string[] = [];
  for (const [name, list] of audits) {
    const pick = (f: (a: Audit) => number) => median(list.map(f));
    const scores = CATEGORIES.map((_, i) => pick((a) => a.scores[i]));
    lines.push(
      `| ${name} | ${scores.join(' | ')} | ${(pick((a) => a.lcp) / 1000).toFixed(1)} s | ${Math.round(pick((a) => a.tbt))} ms | ${pick((a) => a.cls).toFixed(3)} |`,
    );
    const failed = list.at(-1)!.failed;
    if (failed.length) failures.push(`  ${name}: ${failed.join(', ')}`);
  }
  lines.push('audits not passed (last round):', ...(failures.length ? failures : ['  none']));
  console.log(`\n${lines.join('\n')}`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('Lighthouse, mobile defaults, beside the floor app', () => {
  bench(
    'a round: the floor login, then every page',
    async () => {
      await audit(apps.floor.url, { path: '/login', role: null }, 'floor /login');
      for (const p of pages) await audit(apps.app.url, p, shortPath(p.path));
    },
    { iterations: RUNS, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
