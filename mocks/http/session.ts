/**
 * Who asks: the user of the request's session (the cookie the browser, or the HTTP server's
 * request, holds), the 401 for a caller without one, and keeping a session alive: it ends when
 * it has made no request for a while (SESSION_IDLE_LIMIT in model/users/sessions.ts).
 */
import { sessionCookie } from '../db/cookieJar';
import { db, inTransaction } from '../db/store';
import type { SessionRecord, UserRecord } from '../db/types';
import { errors } from '../lib/errors';
import { sessionExpired, sessionSeen, sessionSeenLongAgo } from '../model/users/sessions';

/** The caller's session, unless it has ended. */
function callerSession(): SessionRecord | undefined {
  const cookie = sessionCookie();
  if (cookie === null) return undefined;
  const session = db().sessions.find((s) => s.id === cookie);
  return session && !sessionExpired(session) ? session : undefined;
}

/** The user of the current session, or null for an anonymous caller. */
export function currentUser(): UserRecord | null {
  const session = callerSession();
  if (!session) return null;
  const user = db().users.find((u) => u.id === session.userId && u.deletedAt === null);
  return user ?? null;
}

/** 401 unless a user is logged in. */
export function requireUser(): UserRecord {
  const user = currentUser();
  if (!user) throw errors.unauthorized();
  return user;
}

/** The caller's session id when its last request was noted more than a minute ago, else null. */
export function sessionToKeepAlive(): string | null {
  const session = callerSession();
  return session && sessionSeenLongAgo(session) ? session.id : null;
}

/**
 * Notes that a session made a request now, in a write of its own after the request's (a read
 * stores nothing): at most once a minute per session. A note that cannot be stored is let go.
 */
export async function keepSessionAlive(sessionId: string): Promise<void> {
  try {
    await inTransaction(true, async () => sessionSeen(sessionId));
  } catch (e) {
    console.warn('[mock] the session could not be kept alive', e);
  }
}
