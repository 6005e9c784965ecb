/**
 * The rules of accounts, which Auth and Profile both apply: e-mail and password validation, who
 * is registered under an e-mail, token windows (confirmation, reset, newsletter), why a login is
 * refused, and deleting an account.
 *
 * Server messages (the spec gives only UI texts for some; these are the mock server's own):
 * - 'Invalid e-mail' / '{label} is required' (same words as the UI validation)
 * - password rules: 'The password must be between 8 and 64 characters long.', 'The password
 *   must contain at least one digit.', 'The password must contain at least one uppercase letter.'
 */
import { DAY, now } from '../../db/clock';
import { db } from '../../db/store';
import type { UserRecord } from '../../db/types';
import { errors, violation, type Violation } from '../../lib/errors';
import { endUserSessions } from './sessions';
import {
  COMPANY_MIN,
  isValidEmail,
  passwordChecks,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@/domain/accountRules';
import { lacksRequiredFirstName } from '@/domain/displayName';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES } from '@/domain/messages';

/** Confirmation, password-reset and newsletter links are valid 24 hours. */
export const TOKEN_LIFETIME = DAY;

export function str(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Violations of an e-mail field (required, valid); empty when fine. */
export function emailViolations(field: string, value: unknown, label = 'E-mail'): Violation[] {
  const email = str(value);
  if (!email) return [violation(field, FIELD_MESSAGES.required(label))];
  return isValidEmail(email) ? [] : [violation(field, ACCOUNT_MESSAGES.invalidEmail)];
}

/** Password rules: 8 to 64 characters, at least one digit and one uppercase letter. */
export function passwordViolations(field: string, value: unknown, label = 'Password'): Violation[] {
  if (typeof value !== 'string' || value === '')
    return [violation(field, FIELD_MESSAGES.required(label))];
  const checks = passwordChecks(value);
  const out: Violation[] = [];
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX)
    out.push(violation(field, ACCOUNT_MESSAGES.passwordLength));
  if (!checks.digit) out.push(violation(field, ACCOUNT_MESSAGES.passwordDigit));
  if (!checks.uppercase) out.push(violation(field, ACCOUNT_MESSAGES.passwordUppercase));
  return out;
}

/** The live (not deleted) account with this e-mail, case-insensitively. */
export function findUserByEmail(email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return db().users.find((u) => u.deletedAt === null && u.email.toLowerCase() === wanted);
}

/** Start of the current confirmation window (a resend opens a new one). */
export function confirmationIssuedAt(u: UserRecord): number {
  return u.confirmationTokenCreatedAt ?? u.registrationDate;
}

/** An unconfirmed account whose 24-hour window is over: it has to register again. */
export function confirmationExpired(u: UserRecord): boolean {
  return !u.isActivated && now() - confirmationIssuedAt(u) > TOKEN_LIFETIME;
}

/**
 * An account still unconfirmed 24 hours after registering: it may no longer log in until it is
 * confirmed (inside those hours it logs in and is reminded by a banner).
 */
export function loginBlockedUnconfirmed(u: UserRecord): boolean {
  return !u.isActivated && now() - u.registrationDate > TOKEN_LIFETIME;
}

export function tokenFresh(issuedAt: number | null): boolean {
  return issuedAt !== null && now() - issuedAt <= TOKEN_LIFETIME;
}

/**
 * Why an account with the right password still may not log in, or null: unconfirmed more than
 * 24 hours after registering, or a new password requested and not yet set (the request is
 * valid 24 hours). The login answers each with its own message; the `?mockLogin=` control of
 * the demo refuses the same accounts.
 */
export function loginRefusal(u: UserRecord): 'unconfirmed' | 'passwordRequested' | null {
  if (loginBlockedUnconfirmed(u)) return 'unconfirmed';
  if (u.passwordResetToken && tokenFresh(u.passwordResetRequestedAt)) return 'passwordRequested';
  return null;
}

/** Another live account already uses the e-mail (expired unconfirmed accounts do not count). */
export function emailTaken(email: string, exceptUserId?: number): boolean {
  const u = findUserByEmail(email);
  return !!u && u.id !== exceptUserId && !confirmationExpired(u);
}

/** Field rules of a registration (all 400); the e-mail uniqueness (422) is checked after. */
export function registrationViolations(body: Record<string, unknown>): Violation[] {
  const out = [
    ...emailViolations('email', body.email),
    ...passwordViolations('plainPassword', body.plainPassword),
  ];
  if (typeof body.passwordSecond !== 'string' || body.passwordSecond === '') {
    out.push(violation('passwordSecond', FIELD_MESSAGES.required('Repeat password')));
  } else if (body.passwordSecond !== body.plainPassword) {
    out.push(violation('passwordSecond', ACCOUNT_MESSAGES.passwordsDiffer));
  }
  // Both names are optional, but a last name shows in the display name only after a first name.
  if (lacksRequiredFirstName({ firstName: str(body.firstName), lastName: str(body.lastName) }))
    out.push(violation('firstName', FIELD_MESSAGES.required('First name')));
  const company = str(body.company);
  if (!company) out.push(violation('company', FIELD_MESSAGES.required('Company')));
  else if (company.length < COMPANY_MIN)
    out.push(violation('company', ACCOUNT_MESSAGES.companyShort));
  if (body.agbAccepted !== true) out.push(violation('agbAccepted', ACCOUNT_MESSAGES.termsRequired));
  return out;
}

/** The live account holding this token, if any. */
export const byToken = (
  field: 'confirmationToken' | 'passwordResetToken' | 'newsletterToken',
  token: string,
) => (token ? db().users.find((u) => u.deletedAt === null && u[field] === token) : undefined);

export const RESET_INVALID = 'The password reset link is invalid or has expired.';

/** The user of a valid (existing, not older than 24 h) password reset token, else 400. */
export function resetTokenUser(token: unknown): UserRecord {
  const user = byToken('passwordResetToken', str(token));
  if (!user || !tokenFresh(user.passwordResetRequestedAt)) throw errors.badRequest(RESET_INVALID);
  return user;
}

/** Deletion: the account and everything it owns become inaccessible at once. */
export function deleteAccount(user: UserRecord) {
  const d = db();
  const t = now();
  user.deletedAt = t;
  user.confirmationToken = user.passwordResetToken = user.newsletterToken = null;
  endUserSessions(user);
  for (const r of d.results) if (r.userId === user.id && r.deletedAt === null) r.deletedAt = t;
  for (const a of d.analyses) if (a.userId === user.id) a.discarded = true;
  for (const s of d.shares) if (s.userId === user.id) s.revoked = true;
}
