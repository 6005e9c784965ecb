/**
 * The caller's session cookie (`PHPSESSID`) as the mock server sees it: the id of one of the
 * store's sessions, or null. Handlers read and change it only through these two functions, and
 * read the caller's network address through clientAddress() (login throttling counts per client).
 * - In a browser one browser is one cookie jar: the id is kept in the store
 *   (`db().cookieSession`), so every tab of it shares the login, as tabs share a real cookie.
 *   The browser is the only client there is.
 * - The Node HTTP server (mocks/server) serves many clients at once: it installs a jar that
 *   reads each request's Cookie header and answers a change with a Set-Cookie header, and knows
 *   the address the request came from.
 */
import { db } from './store';

export interface CookieJar {
  read(): string | null;
  write(sessionId: string | null): void;
  /** the caller's address (an IP address on the HTTP server) */
  client(): string;
}

/** The client address of the browser's mock: the one browser it serves. */
export const BROWSER_CLIENT = 'this browser';

const storeJar: CookieJar = {
  read: () => db().cookieSession,
  write: (sessionId) => {
    db().cookieSession = sessionId;
  },
  client: () => BROWSER_CLIENT,
};

let jar: CookieJar = storeJar;

/** Installs the jar of the HTTP server; null puts back the store's (browser, tests). */
export function installCookieJar(next: CookieJar | null) {
  jar = next ?? storeJar;
}

/** The session id the caller's cookie holds, or null. */
export function sessionCookie(): string | null {
  return jar.read();
}

/** Sets the caller's session cookie (null clears it, as a logout does). */
export function setSessionCookie(sessionId: string | null) {
  jar.write(sessionId);
}

/** The caller's network address: whom a per-client limit counts. */
export function clientAddress(): string {
  return jar.client();
}
