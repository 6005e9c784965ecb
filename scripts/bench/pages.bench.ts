/**
 * Every main page on a phone on a slow network (Chromium at 4x CPU and Fast 3G, 390 x 844, cold
 * cache), beside the floor app's login (scripts/bench/floor) in the same run: the app for a real
 * server and the floor app are built here, the app served with gzip, its /api passed to the
 * mock's HTTP server on a fresh seed. Each round loads the floor's login and then every page, each
 * in a fresh browser context (the signed-in pages logged in as the login operation leaves a
 * browser: the session cookie and the stored user id). Prints the medians per page: the LCP as a
 * multiple of the floor's, the main content's time, the main thread's blocking time, the
 * JavaScript fetched until the network is idle (gzip, files), the requests and the layout shift,
 * the floor's own row first (issue 45's table); and the files the bundle check counts for the
 * page that Chromium did not fetch, or the other way round. Prints the load average: the
 * machine is shared, figures under load are noisy.
 *
 *   npm run bench -- pages                        # every page, five rounds
 *   BENCH_HTTP2=1 npm run bench -- pages          # served over HTTP/2, as production serves
 *   BENCH_RUNS=3 BENCH_PAGES=results npm run bench -- pages
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { networkIdleFiles, readBuild } from '../bundleModel.mjs';
import { startAppAndFloor, type AppAndFloor } from './apps';
import { FAST_3G, launchChromium, newPage, PROTOCOL } from './browser';
import { median } from './demoApp';
import { shortPath, wantedPages, type Role } from './mainPages';
import { logIn, measureLoad, type PageLoad } from './pageLoad';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Ports of this benchmark (BENCH_PORT and the next two). */
const PORT = Number(process.env.BENCH_PORT ?? 4540);
const PHONE = { width: 390, height: 844 };

const pages = wantedPages();

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-bench-'));
let browser: Browser;
let apps: AppAndFloor;
const loads = new Map<string, PageLoad[]>();
const startLoad = os.loadavg()[0].toFixed(1);

async function load(base: string, target: { path: string; role: Role; ready: string[] }) {
  const tab = await newPage(browser, { cpu: 4, network: FAST_3G, viewport: PHONE });
  if (target.role) await logIn(tab.context(), base, `${target.role}@example.com`);
  const result = await measureLoad(tab, `${base}${target.path}`, target.ready);
  await tab.close();
  return result;
}

beforeAll(async () => {
  apps = await startAppAndFloor(tmp, PORT);
  browser = await launchChromium();
}, 600_000);

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The bundle check's files for a page against those Chromium fetched, in a few words. */
function modelCheck(module: string, fetched: string[]) {
  const build = readBuild(path.join(tmp, 'app'));
  const predicted = new Set(networkIdleFiles(build, module).map((c) => c.file));
  for (const file of build.htmlScripts) predicted.add(file);
  const extra = fetched.filter((f) => !predicted.has(f));
  const missing = [...predicted].filter((f) => !fetched.includes(f));
  return extra.length || missing.length
    ? `fetched, not counted: ${extra.join(' ') || '-'}; counted, not fetched: ${missing.join(' ') || '-'}`
    : 'same files';
}

afterAll(async () => {
  await browser?.close();
  await apps?.stop();
  const floorLoads = loads.get('floor') ?? [];
  const floorLcp = median(floorLoads.map((l) => l.lcp));
  const floorMain = median(floorLoads.map((l) => l.main));
  const lines = [
    `Chromium at 4x CPU and Fast 3G, ${PROTOCOL}, ${PHONE.width} px wide, cold, median of ${RUNS}; load average ${startLoad} at the start, ${os.loadavg()[0].toFixed(1)} at the end`,
    '| page | LCP x floor | LCP | main content (x floor) | blocking time | JS until idle (files) | requests | layout shift |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  const notes: string[] = [];
  const row = (name: string, list: PageLoad[]) => {
    const pick = (f: (l: PageLoad) => number) => median(list.map(f));
    const lcp = pick((l) => l.lcp);
    const main = pick((l) => l.main);
    lines.push(
      `| ${name} | ${(lcp / floorLcp).toFixed(2)} | ${s(lcp)} | ${s(main)} (${(main / floorMain).toFixed(2)}) | ${Math.round(pick((l) => l.blocking))} ms | ${kb(pick((l) => l.jsBytes))} (${pick((l) => l.jsFiles.length)}) | ${pick((l) => l.requests)} | ${pick((l) => l.cls).toFixed(3)} |`,
    );
  };
  if (floorLoads.length) row('floor /login', floorLoads);
  for (const p of pages) {
    const list = loads.get(p.path) ?? [];
    if (!list.length) continue;
    row(shortPath(p.path), list);
    notes.push(
      `  ${p.path}: LCP ${list.at(-1)!.lcpElement}; ${modelCheck(p.module, list.at(-1)!.jsFiles)}`,
    );
  }
  lines.push("the LCP element and the bundle check's files against those fetched:", ...notes);
  console.log(`\n${lines.join('\n')}`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('main pages in Chromium, 4x CPU and Fast 3G, beside the floor app', () => {
  let round = 0;
  bench(
    'a round: the floor login, then every page',
    async () => {
      const order = round++ % 2 ? [...pages].reverse() : pages;
      const keep = (key: string, l: PageLoad) => loads.set(key, [...(loads.get(key) ?? []), l]);
      keep(
        'floor',
        await load(apps.floor.url, { path: '/login', role: null, ready: ['form button'] }),
      );
      for (const p of order) keep(p.path, await load(apps.app.url, p));
    },
    { iterations: RUNS, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
