/**
 * What a shares request names, read and checked before any rule of the records runs: the share
 * mode and resource kind of its path (an unknown one is an unknown route, 404, or a 400 for the
 * lists) and the recipients of a new link ('Invalid e-mail', 'Duplicate e-mail').
 */
import { errors, validationError, violation, type Violation } from '../../lib/errors';
import type { ShareResource, ShareType } from '../../model/shares/shareAccess';
import { isValidEmail } from '@/domain/accountRules';
import { SHARE_MESSAGES } from '@/domain/messages';

export const INVALID_EMAIL = SHARE_MESSAGES.invalidEmail;
export const DUPLICATE_EMAIL = SHARE_MESSAGES.duplicateEmail;

/** The share mode of a path: an unknown one is an unknown route (404), or a 400 for lists. */
export function shareType(
  value: string,
  invalid: 'notFound' | 'badRequest' = 'notFound',
): ShareType {
  if (value === 'snapshot' || value === 'dynamic') return value;
  if (invalid === 'badRequest') {
    throw validationError([violation('type', 'The share type must be snapshot or dynamic.')], 400);
  }
  throw errors.notFound();
}

export function shareResource(value: string): ShareResource {
  if (value === 'analysis' || value === 'result') return value;
  throw errors.notFound();
}

/** Recipients: empty entries dropped; each must be valid and appear once (400 otherwise). */
export function parseEmails(value: unknown): string[] {
  if (!Array.isArray(value))
    throw validationError(
      [violation('emails', 'This value should be a list of e-mail addresses.')],
      400,
    );
  const problems: Violation[] = [];
  const seen = new Set<string>();
  const emails: string[] = [];
  value.forEach((raw, i) => {
    const email = typeof raw === 'string' ? raw.trim() : null;
    if (email === '') return;
    if (email === null || !isValidEmail(email))
      return void problems.push(violation(`emails[${i}]`, INVALID_EMAIL));
    if (seen.has(email.toLowerCase()))
      return void problems.push(violation(`emails[${i}]`, DUPLICATE_EMAIL));
    seen.add(email.toLowerCase());
    emails.push(email);
  });
  if (problems.length) throw validationError(problems, 400);
  return emails;
}
