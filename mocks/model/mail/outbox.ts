/**
 * The mock server's mail transport: nothing leaves the browser; every mail lands in
 * `db().outbox`, where the mock controls (and tests) can open the link it carries.
 */
import { now } from '../../db/clock';
import { db, nextId } from '../../db/store';
import type { OutboxMail, UserRecord } from '../../db/types';
import { randomToken } from '../../lib/tokens';

export type MailInput = Pick<OutboxMail, 'kind' | 'to' | 'subject' | 'body' | 'link'>;

export function sendMail(mail: MailInput): OutboxMail {
  const record: OutboxMail = { id: nextId('outbox'), ...mail, sentAt: now() };
  db().outbox.push(record);
  return record;
}

/** The newest mail of a kind sent to an address (tests and the mock controls). */
export function lastMailTo(to: string, kind?: OutboxMail['kind']): OutboxMail | undefined {
  const address = to.toLowerCase();
  return [...db().outbox]
    .reverse()
    .find((m) => m.to.toLowerCase() === address && (!kind || m.kind === kind));
}

/** Issues a fresh account confirmation token (new 24-hour window) and mails its link. */
export function sendAccountConfirmation(user: UserRecord) {
  user.confirmationToken = randomToken();
  user.confirmationTokenCreatedAt = now();
  const link = `/register/confirm/${user.confirmationToken}`;
  return sendMail({
    kind: 'confirmation',
    to: user.email,
    subject: 'Please confirm your account',
    body: `Welcome! Please confirm your account within 24 hours by opening ${link}`,
    link,
  });
}

/** Issues a password reset token (valid 24 hours) and mails its link. */
export function sendPasswordReset(user: UserRecord) {
  user.passwordResetToken = randomToken();
  user.passwordResetRequestedAt = now();
  const link = `/resetting/reset/${user.passwordResetToken}`;
  return sendMail({
    kind: 'reset',
    to: user.email,
    subject: 'Reset your password',
    body: `You requested a new password. Set it within 24 hours by opening ${link}`,
    link,
  });
}

/** Issues a newsletter confirmation token (valid 24 hours) and mails its link (double opt-in). */
export function sendNewsletterConfirmation(user: UserRecord) {
  user.newsletterToken = randomToken();
  user.newsletterTokenCreatedAt = now();
  const link = `/confirm/newsletter/${user.newsletterToken}`;
  return sendMail({
    kind: 'newsletter',
    to: user.email,
    subject: 'Confirm your newsletter subscription',
    body: `Please confirm your newsletter subscription within 24 hours by opening ${link}`,
    link,
  });
}
