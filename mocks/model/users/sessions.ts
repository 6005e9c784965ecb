/**
 * Sessions: logging a browser in as a user (a session id in its cookie jar and a device entry
 * on the user, named after the browser that logs in) and ending one session or all of a user's.
 */
import { now } from '../../db/clock';
import { sessionCookie, setSessionCookie } from '../../db/cookieJar';
import { db } from '../../db/store';
import type { UserRecord } from '../../db/types';
import { randomToken } from '../../lib/tokens';

/** 'Chrome on Linux' from a User-Agent header. */
export function deviceNameFromUserAgent(ua: string | null): string {
  const s = ua ?? '';
  const browser = /Edg(e|A|iOS)?\//.test(s)
    ? 'Edge'
    : /OPR\/|Opera/.test(s)
      ? 'Opera'
      : /Firefox\/|FxiOS/.test(s)
        ? 'Firefox'
        : /Chrome\/|CriOS/.test(s)
          ? 'Chrome'
          : /Safari\//.test(s)
            ? 'Safari'
            : 'Web browser';
  const os = /Windows/.test(s)
    ? 'Windows'
    : /Android/.test(s)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(s)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(s)
          ? 'macOS'
          : /CrOS/.test(s)
            ? 'ChromeOS'
            : /Linux/i.test(s)
              ? 'Linux'
              : 'unknown OS';
  return `${browser} on ${os}`;
}

/** Ends one session and removes its device entry. */
export function endSession(sessionId: string | null) {
  const d = db();
  const idx = d.sessions.findIndex((s) => s.id === sessionId);
  if (idx >= 0) {
    const [s] = d.sessions.splice(idx, 1);
    const user = d.users.find((u) => u.id === s.userId);
    if (user) user.loggedInDevices = user.loggedInDevices.filter((x) => x.deviceId !== s.deviceId);
  }
  if (sessionCookie() === sessionId) setSessionCookie(null);
}

/** Ends every session of a user (all devices logged out). */
export function endUserSessions(user: UserRecord) {
  const d = db();
  const ids = new Set(d.sessions.filter((s) => s.userId === user.id).map((s) => s.id));
  d.sessions = d.sessions.filter((s) => !ids.has(s.id));
  user.loggedInDevices = [];
  const cookie = sessionCookie();
  if (cookie && ids.has(cookie)) setSessionCookie(null);
}

/**
 * The User-Agent of the browser that logs in. A server reads the request's header; the mock in
 * the browser never gets that header (the browser adds it after the service worker), so there it
 * asks the browser itself, which is the one logging in.
 */
function userAgentOf(request: Request): string | null {
  return (
    request.headers.get('user-agent') ??
    (typeof navigator === 'undefined' ? null : navigator.userAgent)
  );
}

/** Logs the browser in as `user` (replacing its previous session) with a new device entry. */
export function startSession(user: UserRecord, request: Request) {
  endSession(sessionCookie());
  const deviceId = randomToken(8);
  user.loggedInDevices.push({
    deviceId,
    deviceName: deviceNameFromUserAgent(userAgentOf(request)),
    creationDate: now(),
  });
  const id = randomToken(16);
  db().sessions.push({ id, userId: user.id, deviceId, createdAt: now() });
  setSessionCookie(id);
}

/** Logs a user's device out: its entry goes, and every session of it ends. */
export function endDeviceSessions(user: UserRecord, deviceId: string) {
  user.loggedInDevices = user.loggedInDevices.filter((d) => d.deviceId !== deviceId);
  const d = db();
  const ended = d.sessions.filter((s) => s.userId === user.id && s.deviceId === deviceId);
  d.sessions = d.sessions.filter((s) => !ended.includes(s));
  if (ended.some((s) => s.id === sessionCookie())) setSessionCookie(null);
}
