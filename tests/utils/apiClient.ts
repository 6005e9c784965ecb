/**
 * A tiny fetch client for handler tests: calls the mock server through MSW exactly like the
 * app does (same origin, /api base, JSON bodies). Sessions live in the mock store's cookie jar.
 */
export const API = `${typeof window !== 'undefined' ? window.location.origin : 'http://localhost'}/api`;

export async function call(
  method: string,
  path: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary response fields
): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers:
      body === undefined
        ? { Pragma: 'no-cache' }
        : { 'Content-Type': 'application/json', Pragma: 'no-cache' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  const type = res.headers.get('content-type') ?? '';
  const parsed = type.includes('json')
    ? await res.json()
    : type.startsWith('text/')
      ? await res.text()
      : await res.blob();
  return { status: res.status, body: parsed, headers: res.headers };
}

export const DEMO_PASSWORD = 'Password1';

/** Logs in through the real login operation; returns the user id. */
export async function loginAs(email: string, password = DEMO_PASSWORD): Promise<number> {
  const res = await call('POST', '/login', { email, password });
  if (res.status !== 200)
    throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.userId as number;
}
