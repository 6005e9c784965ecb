/**
 * One cold load of a page in a throttled Chromium tab, measured inside the page:
 * - LCP: the largest contentful paint (PerformanceObserver);
 * - main content: the first frame painted with every `ready` selector matched and nothing
 *   loading any more (no skeleton, spinner, or chart still drawing);
 * - layout shift: the largest session window of shifts (1 s apart at most, 5 s long at most),
 *   as Lighthouse and the Web Vitals count it;
 * - blocking time: what the main thread's long tasks from the first contentful paint on held
 *   it beyond 50 ms each, until the measurement ends (Lighthouse's total blocking time, measured
 *   here rather than simulated: a tap made meanwhile waits that long);
 * - the JavaScript fetched until the network is idle (bytes as sent, gzip, and files) and every
 *   request the page made (the document included).
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface PageLoad {
  lcp: number;
  /** the largest contentful paint's element, in a few words (tag, class, text) */
  lcpElement: string;
  main: number;
  cls: number;
  blocking: number;
  jsBytes: number;
  jsFiles: string[];
  requests: number;
}

/** What still loads: antd's skeletons and spinners, the app's spinner, a chart not drawn yet. */
const BUSY =
  '.ant-skeleton, .ant-spin-spinning, [role="status"][aria-label="Loading"], [data-testid][aria-busy="true"]';

interface Probe {
  lcp: number;
  lcpElement: string;
  main: number;
  shifts: { at: number; value: number }[];
  longTasks: { at: number; duration: number }[];
}

/** Runs in the page before its scripts. */
function installLoadProbe([ready, busy]: [string[], string]) {
  const probe: Probe = { lcp: 0, lcpElement: '', main: 0, shifts: [], longTasks: [] };
  (window as unknown as { __load: Probe }).__load = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
      probe.lcp = entry.startTime;
      const e = entry.element;
      probe.lcpElement = e
        ? `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')} "${(e.textContent ?? '').trim().slice(0, 30)}"`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) probe.shifts.push({ at: entry.startTime, value: entry.value });
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ at: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const done = () =>
    ready.every((selector) => document.querySelector(selector)) && !document.querySelector(busy);
  const observer = new MutationObserver(() => {
    if (probe.main || !done()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probe.main = performance.now());
      channel.port2.postMessage(null);
    });
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true, attributes: true }),
  );
}

/** The largest session window of layout shifts. */
export function layoutShift(shifts: { at: number; value: number }[]): number {
  let best = 0;
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { at, value } of shifts) {
    if (at - last > 1000 || at - first > 5000) {
      sum = 0;
      first = at;
    }
    sum += value;
    last = at;
    best = Math.max(best, sum);
  }
  return best;
}

/**
 * Opens `url` in `page` (a fresh, throttled context), waits until the network is idle and the
 * main content is there, and reads the figures.
 */
export async function measureLoad(page: Page, url: string, ready: string[]): Promise<PageLoad> {
  await page.addInitScript(installLoadProbe, [ready, BUSY] as [string[], string]);
  await page.goto(url, { waitUntil: 'networkidle', timeout: 180_000 });
  await page.waitForFunction(
    () => {
      const probe = (window as unknown as { __load: Probe }).__load;
      return probe.lcp > 0 && probe.main > 0;
    },
    null,
    { timeout: 60_000 },
  );
  // A later, larger paint or shift comes from what is still arriving: the page's pictures and
  // fonts, then the frames that draw them (the observers report a frame's entries after it).
  await page.evaluate(async () => {
    const pending = Array.from(document.images).filter((image) => !image.complete);
    await Promise.all(
      pending.map((image) => new Promise((done) => (image.onload = image.onerror = done))),
    );
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done, 0));
  });
  const figures = await page.evaluate(() => {
    const probe = (window as unknown as { __load: Probe }).__load;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((e) => new URL(e.name).pathname.endsWith('.js'));
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return {
      blocking: probe.longTasks
        .filter((task) => task.at >= fcp)
        .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      lcp: probe.lcp,
      lcpElement: probe.lcpElement,
      main: probe.main,
      shifts: probe.shifts,
      jsBytes: scripts.reduce((sum, e) => sum + e.encodedBodySize, 0),
      jsFiles: scripts.map((e) => new URL(e.name).pathname.slice(1)),
      requests: resources.length + 1,
    };
  });
  const { shifts, ...rest } = figures;
  return { ...rest, cls: layoutShift(shifts) };
}

/** Logs `context` in as `email` the way the login operation does (cookie and stored user id). */
export async function logIn(context: BrowserContext, base: string, email: string) {
  const res = await context.request.post(`${base}/api/login`, {
    data: { email, password: 'Password1' },
  });
  if (!res.ok()) throw new Error(`login of ${email}: ${res.status()}`);
  const { userId } = (await res.json()) as { userId: number };
  await context.addInitScript((id) => localStorage.setItem('userId', String(id)), userId);
}
