/**
 * Where the production suite's servers listen (PROD_PORT, default 4180, and the next two): nginx
 * serving dist/, Prism checking the traffic against openapi.yaml, the mock server behind it;
 * and the mock's controls (`/__mock`, on the mock server itself: nginx passes only /api).
 */
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
