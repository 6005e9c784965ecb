/**
 * Error reporting and analytics through nginx on the real build (globalSetup.ts):
 * - the main host turns nothing on: /config.js is empty, the CSP talks to its own origin only,
 *   a visit sends nothing anywhere and fetches no reporting code (every route visit of
 *   production.e2e.ts checks the last two as well, session.ts);
 * - the staging host (stagingHost.ts) turns both on: a page that crashes while rendering (a
 *   shared result's, its address holding the share id) and an API answer of 500 (an analysis'
 *   chart data) each arrive once at the local Sentry collector, with environment 'staging' and
 *   the release, and with no e-mail, cookie or share id; the page view and the Web Vitals of
 *   that analysis' visit arrive at the analytics collector with the route pattern. No CSP
 *   violation anywhere. Three page loads in all: the 500 and the analytics share one visit.
 * The failures are provoked as a tester provokes them on a QA host: the staging host's mock
 * server answers with a 500, or with a body the contract does not allow (`malformed`,
 * docs/mock.md).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { SEEDED_SHARES } from '../../mocks/db/seedData/shares';
import { closeBrowser } from '../e2e/browser';
import { analyticsBeacons, receivedAt, sentryEvents, type Received } from './collector';
import {
  ANALYTICS_COLLECTOR,
  BASE,
  mockControl,
  SENTRY_COLLECTOR,
  STAGING,
  STAGING_MOCK_URL,
  STAGING_SETTINGS,
} from './servers';
import { loggedInBrowser, newBrowser, reportingFiles, watchedPage } from './session';

const USER = 'user@example.com';
/** the display name of USER, which the shell shows (mocks/db/seedData/users.ts) */
const USER_NAME = 'Anna Becker';
const ANALYSIS_SHARE = SEEDED_SHARES.analysisSnapshot;
const RELEASE = STAGING_SETTINGS.APP_RELEASE;

/** Everything both collectors received (one list, each request with the host it came to). */
const received = () => receivedAt(SENTRY_COLLECTOR);
/** What the staging host's pages sent: error events, sessions, beacons. */
const fromStaging = async () => (await received()).filter((r) => r.headers.origin === STAGING);

/** Browsers whose pages have been left: closed when the file ends (see leave()). */
const left: { close(): Promise<void> }[] = [];

/** A page of a logged-in user on the staging host, whose CSP violations are collected. */
async function stagingPage() {
  const context = await loggedInBrowser(USER, STAGING);
  const watched = await watchedPage(context, STAGING);
  const cookie = (await context.cookies()).find((c) => c.name === 'PHPSESSID')!.value;
  // the page's requests to the collectors: started, and answered
  const sends = { started: 0, finished: 0 };
  const toCollector = (url: string) =>
    url.startsWith(SENTRY_COLLECTOR) || url.startsWith(ANALYTICS_COLLECTOR);
  watched.page.on('request', (r) => void (toCollector(r.url()) && sends.started++));
  watched.page.on('requestfinished', (r) => void (toCollector(r.url()) && sends.finished++));
  return {
    ...watched,
    cookie,
    /** Waits until the browser is idle and everything the page sent has been answered. */
    async settled() {
      await watched.page.evaluate(
        () => new Promise((r) => requestIdleCallback(r, { timeout: 5000 })),
      );
      await until('the answers to what the page sent', async () =>
        sends.finished === sends.started ? true : undefined,
      );
    },
    /**
     * Leaves the page: it sends what it kept for the end of the visit as it is hidden. The
     * browser stays open until the file ends: closed at once, it could cut off a beacon still on
     * its way on a busy machine, and the visit's vitals would never arrive.
     */
    async leave() {
      await watched.page.goto('about:blank');
      left.push(context);
    },
  };
}

const csp = (problems: string[]) => problems.filter((p) => /CSP violation/.test(p));

function expectNothingPersonal(requests: Received[], cookie: string) {
  for (const { body, headers } of requests) {
    for (const secret of [USER, USER_NAME, cookie, ANALYSIS_SHARE])
      expect(body).not.toContain(secret);
    expect(headers.cookie).toBeUndefined();
  }
}

afterAll(async () => {
  await Promise.all(left.map((context) => context.close()));
  await mockControl('/faults', undefined, { server: STAGING_MOCK_URL, method: 'DELETE' });
  await closeBrowser();
});

describe('a host that turns nothing on', () => {
  it('serves empty settings and its CSP talks to its own origin only', async () => {
    const config = await fetch(`${BASE}/config.js`);
    expect(config.headers.get('cache-control')).toBe('no-store');
    expect(config.headers.get('content-type')).toBe('application/javascript');
    expect(await config.text()).toBe('window.__RUNTIME_CONFIG__ = {};\n');
    const page = await fetch(`${BASE}/login`);
    expect(page.headers.get('content-security-policy')).toContain("; connect-src 'self'; ");
  });

  it('sends nothing and fetches no reporting code, also once the browser is idle', async () => {
    // the first page of every visit (a host's settings act before the app starts: any page will do)
    const context = await newBrowser();
    const { page, problems } = await watchedPage(context);
    await page.goto(`${BASE}/login`);
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // past the moment a host's settings would load the reporting (load, then idle)
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 5000 })));
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    );
    expect(fetched.filter((path) => reportingFiles().has(path))).toEqual([]);
    await context.close();
    expect(problems).toEqual([]);
    expect((await received()).filter((r) => r.headers.origin === BASE)).toEqual([]);
  });
});

describe('a staging host (APP_ENVIRONMENT=staging, SENTRY_DSN, ANALYTICS_URL)', () => {
  it('serves its settings and names exactly its two collectors in the CSP', async () => {
    const config = await (await fetch(`${STAGING}/config.js`)).text();
    expect(config).toBe(
      `window.__RUNTIME_CONFIG__ = ${JSON.stringify({
        environment: 'staging',
        release: RELEASE,
        sentryDsn: STAGING_SETTINGS.SENTRY_DSN,
        analyticsUrl: STAGING_SETTINGS.ANALYTICS_URL,
      })};\n`,
    );
    const page = await fetch(`${STAGING}/login`);
    expect(page.headers.get('content-security-policy')).toContain(
      `; connect-src 'self' ${SENTRY_COLLECTOR} ${ANALYTICS_COLLECTOR}; `,
    );
  });
});

/** The Sentry events that arrived so far whose tags and page address match. */
async function eventsWhere(match: (tags: Record<string, string>, url: string) => boolean) {
  return sentryEvents(await received()).filter(({ event }) =>
    match(event.tags ?? {}, event.request?.url ?? ''),
  );
}

/** Asks until `get` has an answer (the tests run side by side: each polls on its own). */
async function until<T>(what: string, get: () => Promise<T | undefined>): Promise<T> {
  const end = Date.now() + 20_000;
  for (;;) {
    const answer = await get();
    if (answer !== undefined) return answer;
    if (Date.now() > end) throw new Error(`waited in vain for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const waitForOne = async <T>(what: string, list: () => Promise<T[]>) =>
  until(what, async () => (await list())[0]);

// side by side (maxConcurrency in the config): each forces a failure of its own operation on the
// staging host's mock server
describe.concurrent('what a staging host reports', () => {
  it('a page that crashes while rendering, once, with environment and release, nothing personal', async () => {
    await mockControl(
      '/faults',
      { operationId: 'getResult', kind: 'malformed' },
      { server: STAGING_MOCK_URL },
    );
    const { page, problems, cookie, leave } = await stagingPage();
    await page.goto(`${STAGING}/results/1`);
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    const crashes = () =>
      eventsWhere((tags, url) => tags.boundary === 'page' && url.endsWith('/results/:id'));
    await waitForOne('the crash report', crashes);
    await leave();

    const arrived = await crashes();
    expect(arrived).toHaveLength(1);
    const [{ event, request }] = arrived;
    expect(event).toMatchObject({ environment: 'staging', release: RELEASE, level: 'error' });
    // no user, and no IP: Sentry's server is told to take none from the request
    expect(event.user).toBeUndefined();
    expect(event.sdk?.settings?.infer_ip).toBe('never');
    expect(event.request?.url).toBe(`${STAGING}/results/:id`);
    expect(event.exception?.values?.some((v) => v.type === 'TypeError')).toBe(true);
    expect(request.host).toBe('127.0.0.1');
    const sent = await fromStaging();
    expect(sent).toContainEqual(request);
    expectNothingPersonal(sent, cookie);
    expect(csp(problems)).toEqual([]);
  });

  it('a shared analysis the server fails (500): the failure once, by operation; the page view and the Web Vitals of the visit, by route pattern; nothing personal', async () => {
    await mockControl(
      '/faults',
      { operationId: 'getSharedAnalysis', kind: '500' },
      { server: STAGING_MOCK_URL },
    );
    const { page, problems, cookie, settled, leave } = await stagingPage();
    await page.goto(`${STAGING}/share/snapshot/analyses/${ANALYSIS_SHARE}`);
    await page.getByText('Internal Server Error').first().waitFor();
    const failures = () => eventsWhere((tags) => tags['api.operation'] === 'getSharedAnalysis');
    const beacons = async (name: string) =>
      analyticsBeacons(await received()).filter(
        ({ beacon }) =>
          beacon.name === name && beacon.url === `${STAGING}/share/:type/:resource/:id`,
      );
    await waitForOne('the API failure report', failures);
    const view = await waitForOne('the page view', () => beacons('pageview'));
    // an interaction for INP, slow as on a phone (the page's main thread kept busy 80 ms:
    // web-vitals leaves out interactions under 40 ms), then the visit ends: the page sends its
    // vitals as it goes
    await page.evaluate(() =>
      document.addEventListener('click', () => {
        const end = performance.now() + 80;
        while (performance.now() < end);
      }),
    );
    await page.getByText('Internal Server Error').first().click();
    // Chromium records the interaction's timing with the paint that follows it; web-vitals takes
    // it in when the browser is next idle (a page hidden before that loses it)
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
    await settled();
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 3000 })));
    await leave();

    const arrived = await failures();
    expect(arrived).toHaveLength(1);
    const [{ event, request }] = arrived;
    expect(event).toMatchObject({
      environment: 'staging',
      release: RELEASE,
      message: 'API getSharedAnalysis: server error 500',
      tags: { 'api.status': '500', 'api.method': 'GET' },
    });
    expect(event.request?.url).toBe(`${STAGING}/share/:type/:resource/:id`);
    expect(request.host).toBe('127.0.0.1');

    const vitals = await waitForOne('the Web Vitals', () => beacons('Web Vitals'));
    // all five in one beacon: the page sends them together as it is left
    expect(await beacons('Web Vitals')).toHaveLength(1);
    expect(await beacons('pageview')).toHaveLength(1);
    expect(view.beacon).toEqual({
      name: 'pageview',
      url: `${STAGING}/share/:type/:resource/:id`,
      domain: '127.0.0.1',
      props: { environment: 'staging', release: RELEASE },
    });
    expect(Object.keys(vitals.beacon.props).sort()).toEqual([
      'CLS',
      'FCP',
      'INP',
      'LCP',
      'TTFB',
      'environment',
      'release',
    ]);
    for (const metric of ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
      expect(vitals.beacon.props[metric]).toBeTypeOf('number');
    expect(vitals.beacon.props.LCP).toBeGreaterThanOrEqual(vitals.beacon.props.FCP as number);
    expect(vitals.beacon.props.INP).toBeGreaterThanOrEqual(80);
    expect([view.request.host, vitals.request.host]).toEqual(['127.0.0.2', '127.0.0.2']);
    const sent = await fromStaging();
    expect(sent).toEqual(expect.arrayContaining([request, view.request, vitals.request]));
    expectNothingPersonal(sent, cookie);
    expect(csp(problems)).toEqual([]);
  });
});
