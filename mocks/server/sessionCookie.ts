/**
 * Sessions of the HTTP server as real cookies: each request brings its own `PHPSESSID` (several
 * clients at once), read from its Cookie header into a jar that lives as long as the request
 * (the store's cookieJar.ts reads and writes it); when a handler changes it (a login, a logout,
 * the session ended) the response carries the Set-Cookie header a PHP server would send.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { CookieJar } from '../db/cookieJar';

export const SESSION_COOKIE = 'PHPSESSID';

interface RequestJar {
  sessionId: string | null;
  changed: boolean;
  /** the address the request came from (clientAddress.ts) */
  client: string;
}

const requestJars = new AsyncLocalStorage<RequestJar>();

/** The jar the store reads while the server answers a request (see installCookieJar). */
export const requestCookieJar: CookieJar = {
  read: () => requestJars.getStore()?.sessionId ?? null,
  write: (sessionId) => {
    const jar = requestJars.getStore();
    if (!jar) throw new Error('The session cookie can only change while a request is answered.');
    jar.sessionId = sessionId;
    jar.changed = true;
  },
  client: () => requestJars.getStore()?.client ?? 'unknown',
};

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return value === '' ? null : value;
  }
  return null;
}

/** The Set-Cookie header for a session id; null clears the cookie. */
export function sessionSetCookie(sessionId: string | null): string {
  const attributes = 'Path=/; HttpOnly; SameSite=Lax';
  return sessionId === null
    ? `${SESSION_COOKIE}=; ${attributes}; Max-Age=0`
    : `${SESSION_COOKIE}=${sessionId}; ${attributes}`;
}

/**
 * Runs `answer` with the session of `cookieHeader` for the client at `client`; returns its
 * result and the Set-Cookie header to send, or null when the session did not change.
 */
export async function withSessionCookie<T>(
  cookieHeader: string | undefined,
  answer: () => Promise<T>,
  client = 'unknown',
): Promise<{ result: T; setCookie: string | null }> {
  const jar: RequestJar = {
    sessionId: cookieValue(cookieHeader, SESSION_COOKIE),
    changed: false,
    client,
  };
  const result = await requestJars.run(jar, answer);
  return { result, setCookie: jar.changed ? sessionSetCookie(jar.sessionId) : null };
}
