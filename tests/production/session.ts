/**
 * Browsers for the production suite: contexts logged in as the login operation leaves them (its
 * session cookie and the user id the app keeps), pages whose problems are collected (page
 * errors, failed requests, error statuses, CSP violations and what Prism names in its
 * `sl-violations` header), and the login form filled in as a tester does, reading the captcha
 * off the canvas: the build has no test hook, so every context records what the page draws with
 * `fillText` (an init script wrapping the canvas API; the build stays untouched).
 */
import type {
  APIResponse,
  BrowserContext,
  Locator,
  Page,
  Request,
  Response,
} from 'playwright-core';
import { expect } from 'vitest';
import { readBuild } from '../../scripts/bundleModel.mjs';
import { launchBrowser } from '../e2e/browser';
import { BASE } from './servers';

export const PASSWORD = 'Password1';

/** What Prism names in an answer's `sl-violations` header, as one line each. */
export function contractViolations(method: string, url: string, header: string | undefined) {
  if (!header) return [];
  return (JSON.parse(header) as { location: string[]; message: string }[]).map(
    (v) => `contract: ${method} ${url}: ${v.location.join('.')} ${v.message}`,
  );
}

/** Records the text each canvas gets drawn since it was last cleared (the captcha's code). */
function recordCanvasText() {
  const proto = CanvasRenderingContext2D.prototype;
  type Drawn = HTMLCanvasElement & { drawnText?: string };
  const { fillText, clearRect } = proto;
  proto.clearRect = function (x, y, w, h) {
    if (x === 0 && y === 0 && w >= this.canvas.width && h >= this.canvas.height)
      (this.canvas as Drawn).drawnText = '';
    return clearRect.call(this, x, y, w, h);
  };
  proto.fillText = function (text, ...rest) {
    const canvas = this.canvas as Drawn;
    canvas.drawnText = (canvas.drawnText ?? '') + text;
    return fillText.call(this, text, ...rest);
  };
}

/** A new browser context (a browser of its own: cookies, storage) that can read captchas. */
export async function newBrowser(): Promise<BrowserContext> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(recordCanvasText);
  return context;
}

/** Fails on an answer Prism found breaking the contract. */
export function expectContractKept(res: APIResponse, method: string) {
  expect(contractViolations(method, res.url(), res.headers()['sl-violations'])).toEqual([]);
}

/**
 * A browser logged in as `email` the way the login operation leaves one: the session cookie the
 * server sets (the context's request API keeps it) and the user id the app stores; on the main
 * host, or on `base` (the staging host).
 */
export async function loggedInBrowser(email: string, base = BASE): Promise<BrowserContext> {
  const context = await newBrowser();
  const res = await context.request.post(`${base}/api/login`, {
    data: { email, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  expectContractKept(res, 'POST');
  const { userId } = (await res.json()) as { userId: number };
  await context.addInitScript((id) => {
    // (a page without an origin, about:blank, has no storage)
    if (origin !== 'null') localStorage.setItem('userId', String(id));
  }, userId);
  return context;
}

export interface Watched {
  page: Page;
  problems: string[];
}

let reporting: Set<string> | null = null;
/**
 * The build's files of error reporting and analytics (Sentry, web-vitals and the app's code
 * around them), which only a host that turns them on may fetch: read from the chunk graph of
 * `npm run build` (scripts/bundleModel.mjs).
 */
export function reportingFiles(): Set<string> {
  reporting ??= new Set(
    readBuild('dist')
      .chunks.filter((c) =>
        Object.keys(c.modules).some((m) =>
          /node_modules\/(@sentry|web-vitals)\/|src\/app\/monitoring\/(errorReporting|analytics)/.test(
            m,
          ),
        ),
      )
      .map((c) => `/${c.file}`),
  );
  if (!reporting.size) throw new Error('no chunk of dist/ holds the error reporting: rebuild');
  return reporting;
}

/**
 * A new page whose problems are collected. On the main host, which turns nothing on, a request
 * for the error reporting's or the analytics' code, or to any other host, is one too.
 */
export async function watchedPage(context: BrowserContext, base = BASE): Promise<Watched> {
  const page = await context.newPage();
  const problems: string[] = [];
  if (base === BASE)
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin !== BASE && url.protocol !== 'data:' && url.protocol !== 'blob:')
        problems.push(`request to another host: ${r.url()}`);
      else if (reportingFiles().has(url.pathname))
        problems.push(`reporting code fetched: ${url.pathname}`);
    });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()} (${m.location().url})`);
  });
  // A request the page itself gave up is aborted by the browser, not failed by a server: a
  // picture still loading when its element leaves the page (the login page's logo, drawn again
  // when a logout lands there) or when a login or a logout navigates. An abort counts only for
  // what the page needs to work (code, styles, API calls) and that no navigation since explains.
  let navigations = 0;
  const startedAt = new WeakMap<Request, number>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations++;
  });
  page.on('request', (r) => startedAt.set(r, navigations));
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText;
    const givenUp =
      error === 'net::ERR_ABORTED' &&
      (startedAt.get(r) !== navigations || ['image', 'font', 'media'].includes(r.resourceType()));
    if (givenUp) return;
    problems.push(`failed: ${r.url()} ${error}`);
  });
  page.on('response', (r: Response) => {
    problems.push(
      ...contractViolations(r.request().method(), r.url(), r.headers()['sl-violations']),
    );
    if (r.status() >= 400) problems.push(`status ${r.status()}: ${r.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { page, problems };
}

/** The captcha code the login page drew on its canvas. */
export async function readCaptcha(page: Page): Promise<string> {
  const canvas = page.getByRole('img', { name: 'Captcha code' });
  await canvas.waitFor();
  const code = await canvas.evaluate((c) => (c as { drawnText?: string }).drawnText ?? '');
  if (!/^[A-Za-z0-9]{4}$/.test(code)) throw new Error(`no captcha code on the canvas: "${code}"`);
  return code;
}

/** Logs in through the login form, captcha included. */
export async function loginThroughForm(page: Page, email: string) {
  await page.goto(`${BASE}/login`);
  // the login page drawn to the end, its pictures included, as a person sees it before typing:
  // a login sent sooner leaves the page while its logo is still loading, and the browser then
  // reports that picture's request as aborted (once in a full run on a busy machine)
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Captcha', { exact: true }).fill(await readCaptcha(page));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/**
 * A popup (a dialog, a menu) once it stands still: shown, and its opening animation over (this
 * build animates them; the e2e suite's browsers ask for reduced motion, these do not). Playwright
 * checks only the first event of a click against its target, so a click while the popup still
 * grows can press a button and release beside it, and no click happens; a person, too, clicks
 * what has stopped moving. Moving means: inside an element in one of antd's motion states
 * (classes ending -appear or -enter, set from before the animation starts until it ends), or
 * under any running animation.
 */
export async function still(popup: Locator): Promise<Locator> {
  await popup.waitFor();
  await popup.page().waitForFunction(
    (el) =>
      !el.closest('[class*="-appear"], [class*="-enter"]') &&
      !document.getAnimations().some((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        return a.playState === 'running' && !!target && target.contains(el);
      }),
    await popup.elementHandle(),
  );
  return popup;
}
