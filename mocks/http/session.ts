/**
 * Who asks: the user of the request's session (the cookie the browser, or the HTTP server's
 * request, holds), and the 401 for a caller without one.
 */
import { sessionCookie } from '../db/cookieJar';
import { db } from '../db/store';
import type { UserRecord } from '../db/types';
import { errors } from '../lib/errors';

/** The user of the current session, or null for an anonymous caller. */
export function currentUser(): UserRecord | null {
  const d = db();
  const cookie = sessionCookie();
  const session = d.sessions.find((s) => s.id === cookie);
  if (!session) return null;
  const user = d.users.find((u) => u.id === session.userId && u.deletedAt === null);
  return user ?? null;
}

/** 401 unless a user is logged in. */
export function requireUser(): UserRecord {
  const user = currentUser();
  if (!user) throw errors.unauthorized();
  return user;
}
