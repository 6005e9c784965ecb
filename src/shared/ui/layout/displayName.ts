import type { components } from '@/api/generated/schema';

type User = components['schemas']['User'];

/** Display name rule (spec 1, section 3): displayName, else first name plus optional last name, else e-mail. */
export function displayNameOf(
  user: Pick<User, 'displayName' | 'firstName' | 'lastName' | 'email'>,
): string {
  const displayName = user.displayName?.trim();
  if (displayName) return displayName;
  const first = user.firstName?.trim();
  if (first) return [first, user.lastName?.trim()].filter(Boolean).join(' ');
  return user.email;
}
