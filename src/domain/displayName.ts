/**
 * How a user is named wherever a name shows (the header, the profile, result and analysis
 * lists, shares, exports): the display name; without one, the first name with the last name
 * when there is one; without a first name, the e-mail address. Names are used trimmed.
 */
export interface NamedUser {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export function displayNameOf(user: NamedUser): string {
  const display = user.displayName?.trim();
  if (display) return display;
  const first = user.firstName?.trim();
  if (first) return [first, user.lastName?.trim()].filter(Boolean).join(' ');
  return user.email ?? '';
}
