/**
 * What leaves the browser, on the payloads Sentry's SDK itself builds: a client with the app's
 * options (errorReporting.ts: collection off, scrubbing on) sends to a transport that records
 * the envelopes, and the reports go through the app's own sendReport.
 */
import {
  addBreadcrumb,
  BrowserClient,
  createTransport,
  defaultStackParser,
  getCurrentScope,
  getIsolationScope,
  httpContextIntegration,
  linkedErrorsIntegration,
  setCurrentClient,
} from '@sentry/react';
import { SEEDED_SHARES } from '@mocks/db/seedData/shares';
import { eventsOf, parseEnvelope, type SentryEvent } from '@tests/utils/sentryEnvelope';
import { appRoutes } from '@/app/router';
import type { RuntimeConfig } from '@/shared/config/runtimeConfig';
import { clientOptions, sendReport } from './errorReporting';
import { routePatternOf } from './routePattern';
import { scrubText } from './scrub';

const SHARE_ID = SEEDED_SHARES.resultSnapshot;
const OTHER_SHARE = SEEDED_SHARES.analysisSnapshot;
const RESET_TOKEN = 'Zq8vN3kR2mW7xT4pL9sB1cY6';
const EMAIL = 'anna.becker@example.com';
const COOKIE = 'PHPSESSID=8f14e45fceea167a5a36dedd4bea2543';
const STAGING: RuntimeConfig = {
  environment: 'staging',
  sentryDsn: 'https://0f1e2d3c@o42.ingest.sentry.io/4507',
  analyticsUrl: null,
  release: '9b9ab56c0ffee',
};

const routes = appRoutes();
const patternOf = (pathname: string) => routePatternOf(routes, pathname);
let bodies: string[] = [];
let client: BrowserClient;

beforeEach(() => {
  bodies = [];
  client = new BrowserClient({
    ...clientOptions(STAGING, patternOf),
    integrations: [httpContextIntegration(), linkedErrorsIntegration()],
    stackParser: defaultStackParser,
    transport: (options) =>
      createTransport(options, async (request) => {
        bodies.push(
          typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body),
        );
        return { statusCode: 200 };
      }),
  });
  setCurrentClient(client);
  client.init();
  window.history.replaceState(null, '', `/share/snapshot/results/${SHARE_ID}?share=${OTHER_SHARE}`);
  document.cookie = COOKIE;
});

afterEach(async () => {
  await client.close();
  for (const scope of [getCurrentScope(), getIsolationScope()])
    scope.setUser(null).clearBreadcrumbs();
  getCurrentScope().setClient(undefined);
  document.cookie = 'PHPSESSID=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  window.history.replaceState(null, '', '/');
});

async function sent(): Promise<{ event: SentryEvent; text: string }> {
  await client.flush(2000);
  const events = bodies.flatMap((body) => eventsOf(parseEnvelope(body)));
  expect(events).toHaveLength(1);
  // no IP: none in the event, and Sentry's server is told to take none from the request
  expect(events[0].sdk?.settings?.infer_ip).toBe('never');
  return { event: events[0], text: bodies.join('\n') };
}

function expectNothingPersonal(text: string) {
  for (const secret of [SHARE_ID, OTHER_SHARE, RESET_TOKEN, EMAIL, COOKIE.split('=')[1]])
    expect(text).not.toContain(secret);
  expect(text).not.toMatch(/ip_address|"user"|"cookies"|Cookie/);
}

describe('error reports leave the browser without anything personal', () => {
  it('a render error on a share page: the route pattern, environment and release, no ids', async () => {
    getCurrentScope().setUser({ id: 7, email: EMAIL, ip_address: '203.0.113.9' });
    addBreadcrumb({
      category: 'navigation',
      data: { from: `/resetting/reset/${RESET_TOKEN}`, to: `/share/snapshot/results/${SHARE_ID}` },
    });
    addBreadcrumb({
      category: 'ui.click',
      message: `button[aria-label="Account menu of ${EMAIL}"]`,
    });
    addBreadcrumb({ category: 'console', message: `Card crashed for ${EMAIL}` });
    const error = new TypeError(
      `Cannot read properties of undefined (reading 'name') at /share/snapshot/results/${SHARE_ID} for ${EMAIL}`,
    );
    sendReport({
      kind: 'render',
      error,
      boundary: 'page',
      componentStack: '\n    at SharedResultPage\n    at RootLayout',
    });

    const { event, text } = await sent();
    expectNothingPersonal(text);
    expect(event).toMatchObject({ environment: 'staging', release: '9b9ab56c0ffee' });
    expect(event.request?.url).toBe(`${window.location.origin}/share/:type/:resource/:id`);
    expect(Object.keys(event.request?.headers ?? {})).toEqual(['User-Agent']);
    expect(event.tags).toMatchObject({ boundary: 'page' });
    const values = event.exception?.values ?? [];
    expect(values.map((v) => v.type)).toContain('TypeError');
    expect(values.find((v) => v.type === 'TypeError')?.value).toBe(
      "Cannot read properties of undefined (reading 'name') at /share/:type/:resource/:id for [email]",
    );
    expect(event.breadcrumbs).toEqual([
      expect.objectContaining({
        category: 'navigation',
        data: {
          from: `${window.location.origin}/resetting/reset/:token`,
          to: `${window.location.origin}/share/:type/:resource/:id`,
        },
      }),
    ]);
  });

  it("a server failure of the API: the operation and status, grouped by them, no address's ids", async () => {
    sendReport({ kind: 'api', operation: 'getSharedResult', status: 500, method: 'GET' });
    const { event, text } = await sent();
    expectNothingPersonal(text);
    expect(event).toMatchObject({
      environment: 'staging',
      release: '9b9ab56c0ffee',
      level: 'error',
      message: 'API getSharedResult: server error 500',
      tags: { 'api.operation': 'getSharedResult', 'api.status': '500', 'api.method': 'GET' },
      fingerprint: ['api-failure', 'getSharedResult', '500'],
    });
  });

  it('an unhandled rejection with a token in its message', async () => {
    sendReport({
      kind: 'uncaught',
      error: new Error(
        `fetch failed: ${window.location.origin}/api/users/confirm/${RESET_TOKEN}?x=1`,
      ),
      rejection: true,
    });
    const { event, text } = await sent();
    expectNothingPersonal(text);
    expect(event.exception?.values?.[0].value).toBe(
      `fetch failed: ${window.location.origin}/api/users/confirm/:id`,
    );
  });
});

describe('scrubText', () => {
  it('keeps the build’s file names, words and numbers', () => {
    const text = `Failed to fetch dynamically imported module: ${window.location.origin}/assets/SharePage-DdyzmSjP.js (3 of 4)`;
    expect(scrubText(text, patternOf)).toBe(text);
  });

  it('names an app page of another origin by its path without ids', () => {
    expect(scrubText(`from https://mail.example.net/u/0/${SHARE_ID}/open`, patternOf)).toBe(
      'from https://mail.example.net/u/:id/:id/open',
    );
  });
});
