/**
 * Where the production suite's servers listen (PROD_PORT, default 4180, and the next two): nginx
 * serving dist/, Prism checking the traffic against openapi.yaml, the mock server behind it;
 * and the mock's controls (`/__mock`, on the mock server itself: nginx passes only /api).
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const PROD_PORT = Number(process.env.PROD_PORT ?? 4180);
export const PRISM_PORT = PROD_PORT + 1;
export const MOCK_PORT = PROD_PORT + 2;

/** The app as users reach it: nginx. */
export const BASE = `http://127.0.0.1:${PROD_PORT}`;
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;

/** Drives the mock server's controls: GET without a body, POST with one. */
export async function mockControl<T = unknown>(path: string, body?: object): Promise<T> {
  const res = await fetch(`${MOCK_URL}/__mock${path}`, {
    method: body ? 'POST' : 'GET',
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
