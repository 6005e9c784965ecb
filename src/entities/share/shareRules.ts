/**
 * The rules of sharing that the dialogs and the link lists apply:
 * - recipients: each non-empty row must be an e-mail address ('Invalid e-mail') and appear only
 *   once, compared without case ('Duplicate e-mail'); empty rows are dropped on send;
 * - 'Expiring In': whole days left until a snapshot expires, 'expired' once past, '-' for a
 *   dynamic link (valid until revoked);
 * - the full address of a share link, which the server gives as an app path.
 */
import { isValidEmail } from '@/domain/accountRules';
import { SHARE_MESSAGES } from '@/domain/messages';

export const INVALID_EMAIL = SHARE_MESSAGES.invalidEmail;
export const DUPLICATE_EMAIL = SHARE_MESSAGES.duplicateEmail;

/** A snapshot share shows the shared data as it was, for this many days. */
export const SNAPSHOT_VALID_DAYS = 30;

/** One message per row (null when the row is fine or empty). */
export function recipientErrors(rows: readonly string[]): (string | null)[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const email = row.trim();
    if (!email) return null;
    if (!isValidEmail(email)) return INVALID_EMAIL;
    const key = email.toLowerCase();
    if (seen.has(key)) return DUPLICATE_EMAIL;
    seen.add(key);
    return null;
  });
}

/** The addresses to send: trimmed, empty rows dropped. */
export const recipientsToSend = (rows: readonly string[]) =>
  rows.map((r) => r.trim()).filter(Boolean);

const DAY_SECONDS = 86400;

/** 'Expiring In' of a link at `nowSeconds` (see the file comment). */
export function expiringIn(validUntil: number | null | undefined, nowSeconds: number): string {
  if (validUntil === null || validUntil === undefined) return '-';
  const left = validUntil - nowSeconds;
  if (left <= 0) return 'expired';
  const days = Math.ceil(left / DAY_SECONDS);
  return days === 1 ? '1 day' : `${days} days`;
}

/** The link as a full address on this site (the server answers with the app path). */
export const absoluteShareLink = (shareLink: string, origin = window.location.origin) =>
  /^https?:\/\//.test(shareLink) ? shareLink : `${origin}${shareLink}`;
