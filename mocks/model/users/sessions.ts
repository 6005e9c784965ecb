/**
 * Sessions: logging a browser in as a user (a session id in its cookie jar and a device entry
 * on the user, named after the browser that logs in), how long a session lives, and ending one
 * session or all of a user's.
 */
import { HOUR, MINUTE, now } from '../../db/clock';
import { sessionCookie, setSessionCookie } from '../../db/cookieJar';
import { db } from '../../db/store';
import type { SessionRecord, UserRecord } from '../../db/types';
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

/**
 * A session the server has not seen for two hours ends (on the mock's clock: moved on a day, it
 * has ended). The app logs a user out itself after 20 minutes without activity and keeps a
 * session the user keeps using ('Im still here', typing) without asking the server anything, so
 * the server's limit lies well beyond it: the app's own idle logout stays the one users meet.
 */
export const SESSION_IDLE_LIMIT = 2 * HOUR;
/** A session's last request is noted to the minute: a read stores it at most once a minute. */
const SEEN_STEP = MINUTE;

const lastSeen = (s: SessionRecord) => s.lastSeenAt ?? s.createdAt;

/** Whether a session has ended for want of requests (SESSION_IDLE_LIMIT). */
export const sessionExpired = (s: SessionRecord) => now() - lastSeen(s) > SESSION_IDLE_LIMIT;

/** Whether a live session's last request, as noted, is older than a minute. */
export const sessionSeenLongAgo = (s: SessionRecord) =>
  !sessionExpired(s) && now() - lastSeen(s) >= SEEN_STEP;

/** Notes that a live session made a request now (it lives on). */
export function sessionSeen(sessionId: string) {
  const s = db().sessions.find((x) => x.id === sessionId);
  if (s && !sessionExpired(s)) s.lastSeenAt = now();
}

/** The ids of the device entries whose browser session has ended (not shown as logged in). */
export function endedDevices(user: UserRecord): Set<string> {
  return new Set(
    db()
      .sessions.filter((s) => s.userId === user.id && sessionExpired(s))
      .map((s) => s.deviceId),
  );
}

/** Removes the sessions that have ended, and their device entries. */
function removeEndedSessions() {
  const d = db();
  const ended = d.sessions.filter(sessionExpired);
  if (!ended.length) return;
  d.sessions = d.sessions.filter((s) => !ended.includes(s));
  for (const s of ended) {
    const user = d.users.find((u) => u.id === s.userId);
    if (user) user.loggedInDevices = user.loggedInDevices.filter((x) => x.deviceId !== s.deviceId);
  }
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

/**
 * Ends every session of a user: all devices logged out (the phone app's too), but for the
 * session `keep` (the caller's own, when a user changes their password) and its device.
 */
export function endUserSessions(user: UserRecord, keep: string | null = null) {
  const d = db();
  const kept = d.sessions.find((s) => s.id === keep && s.userId === user.id);
  const ids = new Set(
    d.sessions.filter((s) => s.userId === user.id && s !== kept).map((s) => s.id),
  );
  d.sessions = d.sessions.filter((s) => !ids.has(s.id));
  user.loggedInDevices = user.loggedInDevices.filter((x) => x.deviceId === kept?.deviceId);
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
  removeEndedSessions();
  const deviceId = randomToken(8);
  user.loggedInDevices.push({
    deviceId,
    deviceName: deviceNameFromUserAgent(userAgentOf(request)),
    creationDate: now(),
  });
  const id = randomToken(16);
  db().sessions.push({ id, userId: user.id, deviceId, createdAt: now(), lastSeenAt: now() });
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
