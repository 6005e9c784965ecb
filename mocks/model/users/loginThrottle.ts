/**
 * Login throttling, as a real server does it, with two limits over the last 15 minutes of the
 * mock's clock; a throttled login answers 429 whatever the password (the right one too), so a
 * guess is never evaluated:
 * - per account and client: after 5 refused logins for one e-mail from one client (an address:
 *   clientAddress(); in the browser, the browser), that client's logins for that e-mail are
 *   refused. Another client is not: whoever guesses a password cannot lock its owner out.
 * - per client: after 10 refused logins from one client, whatever the e-mails, every login from
 *   it is refused (trying one password on many accounts, 'password spraying', stops there).
 * A client's turn comes back once the oldest refusal that counted is 15 minutes old. The e-mail
 * counts whether an account has it or not (the answer tells nothing about which addresses
 * exist). A successful login forgets that client's refusals for the e-mail; a new password set
 * through a reset link forgets the e-mail's refusals from every client. The reset itself (asking
 * for the link, setting the password) is never throttled by refused logins.
 */
import { MINUTE, now } from '../../db/clock';
import { clientAddress } from '../../db/cookieJar';
import { db } from '../../db/store';
import type { LoginFailureRecord } from '../../db/types';

export const MAX_FAILED_LOGINS = 5;
export const MAX_FAILED_LOGINS_PER_CLIENT = 10;
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

/** Whether a login for `email` from the caller's client is refused unheard. */
export function loginThrottled(email: string): boolean {
  const key = keyOf(email);
  const client = clientAddress();
  const mine = recent().filter((f) => f.client === client);
  return (
    mine.length >= MAX_FAILED_LOGINS_PER_CLIENT ||
    mine.filter((f) => f.email === key).length >= MAX_FAILED_LOGINS
  );
}

export function recordLoginFailure(email: string) {
  recent().push({ email: keyOf(email), client: clientAddress(), at: now() });
}

/**
 * Forgets the refusals for `email`: the caller's client's (a successful login), or every
 * client's (a new password from a reset link).
 */
export function forgetLoginFailures(email: string, everyClient = false) {
  const key = keyOf(email);
  const client = clientAddress();
  db().loginFailures = recent().filter(
    (f) => f.email !== key || (!everyClient && f.client !== client),
  );
}
