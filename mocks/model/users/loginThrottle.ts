/**
 * Login throttling, as a real server does it: after 5 refused logins for one e-mail within 15
 * minutes, every login for that e-mail answers 429 (the right password too) until the mock's
 * clock has moved 15 minutes past the oldest of them. The e-mail counts whether an account has
 * it or not (the answer tells nothing about which addresses exist). A successful login forgets
 * the e-mail's refusals.
 */
import { MINUTE, now } from '../../db/clock';
import { db } from '../../db/store';
import type { LoginFailureRecord } from '../../db/types';

export const MAX_FAILED_LOGINS = 5;
export const THROTTLE_WINDOW = 15 * MINUTE;
/** The mock server's own wording (the product gives none). */
export const LOGIN_THROTTLED = 'Too many failed login attempts. Please try again in 15 minutes.';

const keyOf = (email: string) => email.trim().toLowerCase();

/** The refusals still inside the window (older ones are dropped from the store). */
function recent(): LoginFailureRecord[] {
  const d = db();
  const since = now() - THROTTLE_WINDOW;
  d.loginFailures = (d.loginFailures ?? []).filter((f) => f.at > since);
  return d.loginFailures;
}

export function loginThrottled(email: string): boolean {
  const key = keyOf(email);
  return recent().filter((f) => f.email === key).length >= MAX_FAILED_LOGINS;
}

export function recordLoginFailure(email: string) {
  recent().push({ email: keyOf(email), at: now() });
}

export function forgetLoginFailures(email: string) {
  const key = keyOf(email);
  const d = db();
  d.loginFailures = recent().filter((f) => f.email !== key);
}
