/**
 * The production build behind nginx, against the mock server through Prism (globalSetup.ts):
 * each role logs in as the login operation does (its session cookie, the user id the app keeps;
 * the login form has journeys of its own, journeys.e2e.ts), then every private route, the info
 * and webview pages and the admin routes render with no page error, failed request, error
 * status, CSP violation or traffic that breaks the contract (Prism names the violations of a
 * request or an answer in an `sl-violations` header). The CSP blocks an inline script injected
 * into a page.
 */
import { mkdirSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, launchBrowser } from '../e2e/browser';
import { shotsDir } from '../e2e/screens';
import { BASE, routeVisits } from './servers';
import { loggedInBrowser, watchedPage, type Watched } from './session';

type Role = 'user' | 'admin';

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
 * route is a full load of its address, whose problems are its own. A page that has ended a
 * visit loads the next one, as a person types another address into the same tab: a new page
 * per route cost a renderer process started and warmed up each time.
 */
const sessions = new Map<Role, Promise<BrowserContext>>();
const sessionOf = (role: Role) => {
  if (!sessions.has(role)) sessions.set(role, loggedInBrowser(`${role}@example.com`));
  return sessions.get(role)!;
};
const idlePages = new Map<Role, Watched[]>();

/** A page of the role's session for the next visit: one that has ended its visit, or a new one. */
async function pageFor(role: Role): Promise<Watched> {
  const reused = idlePages.get(role)?.pop();
  if (!reused) return watchedPage(await sessionOf(role));
  reused.problems.length = 0;
  return reused;
}

/**
 * The page's visit has ended: its document is left (what it still had loading is given up there,
 * not counted against the next route), and the next visit of the role may load its route.
 */
async function release(role: Role, watched: Watched) {
  await watched.page.goto('about:blank');
  if (!idlePages.has(role)) idlePages.set(role, []);
  idlePages.get(role)!.push(watched);
}

beforeAll(routeVisits.begin);

afterAll(async () => {
  routeVisits.end();
  for (const context of sessions.values()) await (await context).close();
  await closeBrowser();
});

describe('the production build behind nginx, against the mock server and the contract', () => {
  it('serves index.html for client routes, uncached, and hashed assets for a year, with the security headers; API answers are never stored', async () => {
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
    // the API's answers are one user's data: no browser or proxy keeps them
    const api = await fetch(`${BASE}/api/faqs`);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });

  // Routes load side by side (maxConcurrency in the config): a page spends much of its time
  // waiting for the network to stay quiet, time another page can use.
  const visits: [Role, string][] = [
    ...USER_ROUTES.concat(WEBVIEW_ROUTES).map((p): [Role, string] => ['user', p]),
    ...ADMIN_ROUTES.map((p): [Role, string] => ['admin', p]),
  ];
  it.concurrent.each(visits)('the %s sees %s with no error', async (role, path) => {
    const watched = await pageFor(role);
    await visit(watched, path, role);
    expect(new URL(watched.page.url()).pathname).toBe(path);
    expect(watched.problems).toEqual([]);
    await release(role, watched);
  });

  it('blocks an inline script injected into a page (CSP)', async () => {
    const browser = await launchBrowser();
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${BASE}/login`);
    await page.locator('h1').first().waitFor();
    const reported = page.waitForEvent('console', {
      predicate: (m) => m.type() === 'error' && /Content Security Policy/.test(m.text()),
    });
    // an inline script runs as it is inserted; a blocked one is reported as a violation
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive?: string }>((resolve) => {
          const w = window as unknown as { injected?: boolean };
          document.addEventListener('securitypolicyviolation', (e) => {
            if (e.effectiveDirective.startsWith('script-src'))
              resolve({ ran: w.injected === true, directive: e.effectiveDirective });
          });
          const script = document.createElement('script');
          script.textContent = 'window.injected = true';
          document.body.appendChild(script);
          if (w.injected) resolve({ ran: true });
        }),
    );
    expect(outcome).toMatchObject({ ran: false, directive: expect.stringMatching(/^script-src/) });
    await reported;
    await context.close();
  });
});
