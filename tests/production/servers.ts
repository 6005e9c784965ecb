/**
 * Where the production suite's servers listen (PROD_PORT, default 4180, and the next seven):
 * nginx serving dist/, Prism checking the traffic against openapi.yaml, the mock server behind
 * it; the staging host (a second nginx on the same build, with the settings of a staging host,
 * and its own mock server) and the collectors it reports to; the TLS host (a third nginx, given
 * a certificate: HTTPS with HTTP/2, plain HTTP redirecting); and the mock's controls
 * (`/__mock`, on the mock server itself: nginx passes only /api).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const PROD_PORT = Number(process.env.PROD_PORT ?? 4180);
export const PRISM_PORT = PROD_PORT + 1;
export const MOCK_PORT = PROD_PORT + 2;

/** The app as users reach it: nginx. */
export const BASE = `http://127.0.0.1:${PROD_PORT}`;
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;

/**
 * The staging host (stagingHost.ts): nginx with APP_ENVIRONMENT=staging, error reporting and
 * analytics turned on, /api passed straight to a mock server of its own, whose forced failures
 * touch no other test. It reports to local collectors on two hosts, as a real host reports to
 * two services: Sentry's on 127.0.0.1, the analytics' on 127.0.0.2 (a beacon carries the
 * cookies of the host it goes to, and the app's session cookie belongs to 127.0.0.1).
 */
export const STAGING_PORT = PROD_PORT + 3;
export const STAGING = `http://127.0.0.1:${STAGING_PORT}`;
export const STAGING_MOCK_URL = `http://127.0.0.1:${PROD_PORT + 4}`;
export const COLLECTOR_PORT = PROD_PORT + 5;
export const SENTRY_COLLECTOR = `http://127.0.0.1:${COLLECTOR_PORT}`;
export const ANALYTICS_COLLECTOR = `http://127.0.0.2:${COLLECTOR_PORT}`;
export const STAGING_SETTINGS = {
  APP_ENVIRONMENT: 'staging',
  SENTRY_DSN: `http://0f1e2d3c4b5a69788796a5b4c3d2e1f0@127.0.0.1:${COLLECTOR_PORT}/1`,
  ANALYTICS_URL: `${ANALYTICS_COLLECTOR}/api/event`,
  /** the commit checked out, as the image's build argument would be */
  APP_RELEASE: checkedOutCommit(),
};

function checkedOutCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'no-git-checkout';
  }
}

/**
 * The TLS host (tlsHost.ts): nginx on the same build as a host that gives it a certificate
 * (TLS_CERTIFICATE, TLS_CERTIFICATE_KEY), made for 127.0.0.1 when the suite starts; /api to
 * Prism as on the main host.
 */
export const TLS_PORT = PROD_PORT + 6;
export const TLS_HOST = `https://127.0.0.1:${TLS_PORT}`;
export const TLS_PLAIN = `http://127.0.0.1:${PROD_PORT + 7}`;

declare module 'vitest' {
  export interface ProvidedContext {
    /** the TLS host's certificate (PEM), the only one the tests trust: inject('tlsCertificate') */
    tlsCertificate: string;
  }
}

/**
 * Drives the mock server's controls: GET without a body, POST with one, or `method`; `server`
 * picks the staging host's mock server.
 */
export async function mockControl<T = unknown>(
  path: string,
  body?: object,
  { server = MOCK_URL, method = body ? 'POST' : 'GET' } = {},
): Promise<T> {
  const res = await fetch(`${server}/__mock${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`/__mock${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The route visits (production.e2e.ts) and the journeys (journeys.e2e.ts) run side by side
 * against the one mock server; the journey that moves the server's clock by a month waits until
 * the visits have ended, or a page visited meanwhile would ask for dates the server (its clock
 * put back) then refuses. Marker files tell one file's worker about the other's.
 */
const VISITS_DIR = resolve('node_modules/.cache/production-suite');
const visitsMarker = (state: 'running' | 'done') => join(VISITS_DIR, `route-visits-${state}`);

export const routeVisits = {
  /** Forgets a previous run's markers (globalSetup). */
  reset: () => rmSync(VISITS_DIR, { recursive: true, force: true }),
  begin() {
    mkdirSync(VISITS_DIR, { recursive: true });
    writeFileSync(visitsMarker('running'), '');
  },
  end: () => writeFileSync(visitsMarker('done'), ''),
  /** Resolves once no route visit runs (they ended, or are not part of this run). */
  async settled(timeoutMs = 80_000) {
    const started = Date.now();
    while (existsSync(visitsMarker('running')) && !existsSync(visitsMarker('done'))) {
      if (Date.now() - started > timeoutMs) throw new Error('the route visits did not end');
      await new Promise((r) => setTimeout(r, 250));
    }
  },
};
