/**
 * How the server names a user in the API shapes of several tags (results, analyses, shares,
 * the admin user list, exports): the display name, or the pseudonym admins see.
 */
import type { UserRecord } from '../db/types';

/** Display-name rule: displayName, else first name plus optional last name, else e-mail. */
export function displayNameOf(
  u: Pick<UserRecord, 'displayName' | 'firstName' | 'lastName' | 'email'>,
): string {
  if (u.displayName?.trim()) return u.displayName.trim();
  const first = u.firstName?.trim();
  if (first) return [first, u.lastName?.trim()].filter(Boolean).join(' ');
  return u.email;
}

/** The pseudonymous label admins see instead of a user's name. */
export const anonymousUserOf = (userId: number) => `User ${String(userId).padStart(4, '0')}`;
