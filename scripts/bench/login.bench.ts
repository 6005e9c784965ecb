/**
 * The login page on a phone on a slow network, in Chromium (4x CPU throttling, Fast 3G), beside
 * the floor app (scripts/bench/floor: the least a login on this stack downloads), both built here
 * into temporary folders: the largest contentful paint of each (median of five loads, each in a
 * fresh browser context), their ratio, and the JavaScript fetched until the network is idle,
 * compared with what scripts/check-bundle.mjs counts for the login. Run with `npm run bench`; it
 * prints figures and asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { LOGIN_PAGE, networkIdleFiles, readBuild } from '../bundleModel.mjs';
import { buildApp, buildFloor } from './apps';
import {
  FAST_3G,
  launchChromium,
  newPage,
  serveDist,
  type AnyRequest,
  type AnyResponse,
  type StaticServer,
} from './browser';

const RUNS = 5;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'login-bench-'));
const appDir = path.join(tmp, 'bench-app');
const floorDir = path.join(tmp, 'bench-floor');

/** The one call a visitor's login page makes: the company search that reports the country. */
function api(req: AnyRequest, res: AnyResponse) {
  if (!req.url?.startsWith('/api/')) return false;
  res.writeHead(200, { 'Content-Type': 'application/json', 'X-Country-Code': 'DE' });
  res.end('[]');
  return true;
}

interface Load {
  lcp: number;
  jsBytes: number;
  jsFiles: string[];
}

/** Opens /login throttled, waits until the network is idle, reads the LCP and the scripts. */
async function load(browser: Browser, url: string): Promise<Load> {
  const page: Page = await newPage(browser, { cpu: 4, network: FAST_3G });
  await page.addInitScript(() => {
    const w = window as unknown as { lcp: number };
    w.lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(`${url}/login`, { waitUntil: 'networkidle', timeout: 120_000 });
  // the largest paint may come just after the last script: wait for it, then for later ones
  await page.waitForFunction(() => (window as unknown as { lcp: number }).lcp > 0, null, {
    timeout: 60_000,
  });
  await page.waitForTimeout(1000);
  const result = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js')) as PerformanceResourceTiming[];
    return {
      lcp: (window as unknown as { lcp: number }).lcp,
      jsBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
      jsFiles: scripts.map((e) => new URL(e.name).pathname.slice(1)),
    };
  });
  await page.close();
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

let browser: Browser;
let app: StaticServer;
let floor: StaticServer;
const loads = { app: [] as Load[], floor: [] as Load[] };

beforeAll(async () => {
  await buildApp(appDir);
  await buildFloor(floorDir);
  [app, floor] = await Promise.all([serveDist(appDir, { api }), serveDist(floorDir, { api })]);
  browser = await launchChromium();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([app?.close(), floor?.close()]);
  const lcp = {
    app: median(loads.app.map((l) => l.lcp)),
    floor: median(loads.floor.map((l) => l.lcp)),
  };
  const last = loads.app.at(-1);
  console.log(`\nlogin, Chromium at 4x CPU and Fast 3G, median of ${loads.app.length}:`);
  console.log(
    `  app LCP    ${(lcp.app / 1000).toFixed(2)} s  (${loads.app.map((l) => Math.round(l.lcp)).join(', ')} ms)`,
  );
  console.log(
    `  floor LCP  ${(lcp.floor / 1000).toFixed(2)} s  (${loads.floor.map((l) => Math.round(l.lcp)).join(', ')} ms)`,
  );
  console.log(`  ratio      ${(lcp.app / lcp.floor).toFixed(2)}`);
  if (last) {
    const floorLast = loads.floor.at(-1)!;
    console.log(
      `  JS until the network is idle: app ${kb(last.jsBytes)} in ${last.jsFiles.length} files, floor ${kb(floorLast.jsBytes)} in ${floorLast.jsFiles.length}`,
    );
    // what scripts/check-bundle.mjs counts for the login, against what Chromium fetched
    const model = readBuild(appDir);
    const predicted = new Set(networkIdleFiles(model, LOGIN_PAGE).map((c) => c.file));
    for (const file of model.htmlScripts) predicted.add(file);
    const fetched = new Set(last.jsFiles);
    const unexpected = [...fetched].filter((f) => !predicted.has(f));
    const missing = [...predicted].filter((f) => !fetched.has(f));
    console.log(
      unexpected.length || missing.length
        ? `  the bundle check's model differs: fetched, not counted: ${unexpected.join(', ') || 'none'}; counted, not fetched: ${missing.join(', ') || 'none'}`
        : "  the bundle check's model names exactly the files fetched",
    );
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('login in Chromium, 4x CPU and Fast 3G', () => {
  let run = 0;
  bench(
    'app and floor login, each loaded until the network is idle',
    async () => {
      // alternate which goes first, so a drift in the machine's load hits both alike
      const order = run++ % 2 ? (['floor', 'app'] as const) : (['app', 'floor'] as const);
      for (const which of order)
        loads[which].push(await load(browser, which === 'app' ? app.url : floor.url));
    },
    { iterations: RUNS, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
