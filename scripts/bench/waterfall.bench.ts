/**
 * Where a page's load time goes: one cold load of each main page (scripts/bench/mainPages.ts) on
 * a phone at 4x CPU and Fast 3G, as the pages benchmark loads it (the app for a real server,
 * served with gzip, /api passed to the mock's HTTP server on a fresh seed), printed as a
 * waterfall: every request with the time it was asked for, sent (after waiting for one of
 * HTTP/1.1's six connections) and answered, and its bytes; the page's paints, every largest
 * contentful paint candidate with its element, and the main thread's long tasks.
 *
 *   npm run bench -- waterfall
 *   BENCH_PAGES=results,statistics npm run bench -- waterfall
 *   BENCH_DIST=/tmp/app npm run bench -- waterfall   # a build made before (vite build --mode production)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { buildApp, proxyApi, startMockServer, type MockServer } from './apps';
import { FAST_3G, launchChromium, newPage, serveDist, type StaticServer } from './browser';
import { wantedPages } from './mainPages';
import { logIn, measureLoad } from './pageLoad';

/** Ports of this benchmark (BENCH_PORT and the one after it plus one). */
const PORT = Number(process.env.BENCH_PORT ?? 4560);
const PHONE = { width: 390, height: 844 };
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'waterfall-bench-'));
let browser: Browser;
let app: StaticServer;
let mock: MockServer;
const out: string[] = [];

interface Recorded {
  candidates: string[];
  longTasks: string[];
}

/** Runs in the page before its scripts: keeps every LCP candidate and long task. */
function record() {
  const recorded: Recorded = { candidates: [], longTasks: [] };
  (window as unknown as { __recorded: Recorded }).__recorded = recorded;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
      recorded.candidates.push(
        `${Math.round(e.startTime)} ms ${e.element?.tagName.toLowerCase()} "${(e.element?.textContent ?? '').trim().slice(0, 30)}"`,
      );
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      recorded.longTasks.push(`${Math.round(e.startTime)}+${Math.round(e.duration)}`);
  }).observe({ type: 'longtask', buffered: true });
}

beforeAll(async () => {
  let dist = process.env.BENCH_DIST;
  if (!dist) {
    dist = path.join(tmp, 'app');
    await buildApp(dist);
  }
  mock = await startMockServer(path.join(tmp, 'mock'), PORT + 2);
  app = await serveDist(dist, { port: PORT, api: proxyApi(mock.url) });
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await mock?.stop();
  console.log(`\nload average ${os.loadavg()[0].toFixed(1)}\n${out.join('\n')}`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

const ms = (n: number) => String(Math.round(n)).padStart(6);

describe('waterfall of each main page, 4x CPU and Fast 3G', () => {
  bench(
    'one load of every page',
    async () => {
      for (const p of wantedPages()) {
        const tab = await newPage(browser, { cpu: 4, network: FAST_3G, viewport: PHONE });
        await tab.addInitScript(record);
        if (p.role) await logIn(tab.context(), app.url, `${p.role}@example.com`);
        const load = await measureLoad(tab, `${app.url}${p.path}`, p.ready);
        const page = await tab.evaluate(() => {
          const { candidates, longTasks } = (window as unknown as { __recorded: Recorded })
            .__recorded;
          const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const requests = (
            performance.getEntriesByType('resource') as PerformanceResourceTiming[]
          ).map((e) => {
            const url = new URL(e.name);
            return [
              e.startTime,
              e.requestStart,
              e.responseEnd,
              e.encodedBodySize,
              url.pathname + url.search,
            ] as const;
          });
          const paints = performance
            .getEntriesByType('paint')
            .map((e) => `${e.name} ${Math.round(e.startTime)} ms`);
          return { html: nav.responseEnd, candidates, longTasks, requests, paints };
        });
        out.push(
          `=== ${p.path}: LCP ${Math.round(load.lcp)} ms, main content ${Math.round(load.main)} ms, HTML ${Math.round(page.html)} ms, ${page.paints.join(', ')}`,
          `LCP candidates: ${page.candidates.join(' | ')}`,
          `long tasks (start+ms): ${page.longTasks.join(' ')}`,
          ' asked   sent answered  bytes  file',
          ...page.requests.map(
            ([asked, sent, answered, bytes, name]) =>
              `${ms(asked)} ${ms(sent)} ${ms(answered)} ${String(bytes).padStart(7)}  ${name}`,
          ),
        );
        await tab.close();
      }
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
