/**
 * The production build behind nginx against the contract (Prism): the session is filled the
 * way a real login fills it (POST /api/login answers the user id; the session cookie the
 * server would set is put in the browser), then every private route, the info and webview pages
 * and the admin routes render with no page error, no failed request, no CSP violation and no
 * request that breaks the contract (Prism names the violations of a request in an
 * `sl-violations` header). The CSP blocks an inline script injected into a page.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser, shotsDir } from '../e2e/browser';

const BASE = `http://127.0.0.1:${process.env.PROD_PORT ?? 4180}`;

type Role = 'user' | 'admin';

interface Watched {
  page: Page;
  problems: string[];
}

/** The id a real login answers (the contract's example of that role). */
async function loginUserId(role: Role): Promise<number> {
  const res = await fetch(`${BASE}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', prefer: `example=${role}` },
    body: JSON.stringify({ email: 'user@example.com', password: 'Password1' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { userId: number }).userId;
}

/**
 * A browser context with a session: the cookie the server sets at login and the user id the
 * app keeps. Its pages get the user record of `role` (preferRoleExample).
 */
async function sessionContext(role: Role): Promise<BrowserContext> {
  const userId = await loginUserId(role);
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'PHPSESSID', value: 'production-suite', url: BASE }]);
  await context.addInitScript((id) => localStorage.setItem('userId', String(id)), userId);
  return context;
}

const USER_RECORD = /^\/api\/users\/\d+$/;

/**
 * The contract's example of `role` answers the user record: Prism picks an example by the
 * request's `Prefer: example=...` header, which the page's requests for /api/users/{id} get on
 * their way out. Only the requests under /api/users/ are paused for that (Chromium's Fetch domain
 * with a URL pattern): Playwright's `route()` would pause every request of the page, its scripts
 * and styles included, and decide each one in this process.
 */
async function preferRoleExample(page: Page, role: Role) {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
    const headers = USER_RECORD.test(new URL(request.url).pathname)
      ? Object.entries({ ...request.headers, prefer: `example=${role}` }).map(([name, value]) => ({
          name,
          value,
        }))
      : undefined;
    // a page closed meanwhile takes its paused request with it: nothing left to continue
    cdp.send('Fetch.continueRequest', { requestId, headers }).catch(() => {});
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: '*/api/users/*', requestStage: 'Request' }],
  });
}

/** A page whose errors, failed requests, CSP violations and contract violations are collected. */
async function watchedPage(context: BrowserContext, role: Role): Promise<Watched> {
  const page = await context.newPage();
  await preferRoleExample(page, role);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', async (r) => {
    // Prism lists what breaks the contract; the app is answerable for its requests (a response
    // Prism made up from a schema may itself miss a pattern, which is Prism's business)
    const header = r.headers()['sl-violations'];
    const violations = header
      ? (JSON.parse(header) as { location: string[]; message: string }[]).filter(
          (v) => v.location[0] === 'request',
        )
      : [];
    for (const v of violations)
      problems.push(`contract: ${r.request().method()} ${r.url()}: ${v.message}`);
    if (r.status() >= 400) problems.push(`status ${r.status()}: ${r.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return { page, problems };
}

// screenshots only when E2E_SHOTS is set, as for the journeys (`npm run e2e:shots`)
const SHOTS = shotsDir('test-results/production');

/**
 * Opens a route and waits until the page shows its h1 and nothing is loading any more; keeps a
 * screenshot (test-results/production/) for people to look at when screenshots are on.
 */
async function visit({ page }: Watched, path: string, role: Role) {
  await page.goto(`${BASE}${path}`);
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: `${SHOTS}/${role}${path.replaceAll('/', '-')}.png`,
    fullPage: true,
  });
}

const USER_ROUTES = [
  '/dashboard',
  '/results',
  '/results/1',
  '/image/1',
  '/analyses',
  '/analyses/1',
  '/profile',
  '/manage-share-links/snapshot',
  '/manage-share-links-menu/dynamic',
  '/share/dynamic/analyses/de23bb63a371d1b61881af790efeafef',
  '/info',
  '/info/faq',
  '/info/how-to',
  '/info/imprint',
  '/info/terms-of-use',
  '/info/privacy-statement',
  '/info/privacy-statement-newsletter',
  '/info/temp-block',
];
const WEBVIEW_ROUTES = [
  '/info/webview/about',
  '/info/webview/help',
  '/info/webview/faq',
  '/info/webview/howTo',
  '/info/webview/tos',
];
const ADMIN_ROUTES = [
  '/admin/dashboard',
  '/admin/users',
  '/admin/result-list/successful',
  '/admin/result-list/discarded',
  '/admin/analyses',
  '/admin/manageParameters',
  '/admin/addParameter',
  '/admin/editParameter/1',
  '/admin/notifications',
  '/admin/notification/1',
  '/admin/help',
  '/admin/faqedit',
  '/admin/howtoedit',
  '/profile/1',
  '/admin/statistics',
];

/**
 * One session per role for the whole file, as one person who opens every route of the app; each
 * route gets a new page of it (a full load), whose problems are its own.
 */
const sessions = new Map<Role, Promise<BrowserContext>>();
const sessionOf = (role: Role) => {
  if (!sessions.has(role)) sessions.set(role, sessionContext(role));
  return sessions.get(role)!;
};

afterAll(async () => {
  for (const context of sessions.values()) await (await context).close();
  await closeBrowser();
});

describe('the production build behind nginx, against the contract', () => {
  it('serves index.html for client routes, uncached, and hashed assets for a year, with the security headers', async () => {
    const page = await fetch(`${BASE}/results/1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const asset = await fetch(`${BASE}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('max-age=31536000');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    // the phone app's pages may be framed by the app
    const webview = await fetch(`${BASE}/info/webview/about`);
    expect(webview.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect((await fetch(`${BASE}/assets/missing.js`)).status).toBe(404);
  });

  // Routes load side by side (maxConcurrency in the config): a page spends much of its time
  // waiting for the network to stay quiet, time another page can use.
  const visits: [Role, string][] = [
    ...USER_ROUTES.concat(WEBVIEW_ROUTES).map((p): [Role, string] => ['user', p]),
    ...ADMIN_ROUTES.map((p): [Role, string] => ['admin', p]),
  ];
  it.concurrent.each(visits)('the %s sees %s with no error', async (role, path) => {
    const watched = await watchedPage(await sessionOf(role), role);
    await visit(watched, path, role);
    expect(new URL(watched.page.url()).pathname).toBe(path);
    expect(watched.problems).toEqual([]);
    await watched.page.close();
  });

  it('blocks an inline script injected into a page (CSP)', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') violations.push(m.text());
    });
    await page.goto(`${BASE}/login`);
    await page.locator('h1').first().waitFor();
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { injected?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.appendChild(script);
      await new Promise((r) => setTimeout(r, 100));
      return w.injected === true;
    });
    expect(ran).toBe(false);
    expect(violations.join('\n')).toMatch(/Content Security Policy/);
    await context.close();
  });
});
