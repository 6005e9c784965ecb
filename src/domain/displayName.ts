/**
 * How a user is named wherever a name shows (the header, the profile, result and analysis
 * lists, shares, exports, a notification's 'Created by'): the display name; without one, the
 * first name with the last name when there is one; without a first name, the e-mail address.
 * Names are used trimmed.
 *
 * A last name therefore shows only after a first name: the first name is required exactly when
 * a last name is given and no display name stands in for the names. Otherwise it is optional
 * (the e-mail address names the user). Registration has no display name, so there the first
 * name is required when a last name is entered.
 */
export interface NamedUser {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export type PersonNames = Omit<NamedUser, 'email'>;

const filled = (text: string | null | undefined) => !!text?.trim();

export function displayNameOf(user: NamedUser): string {
  const display = user.displayName?.trim();
  if (display) return display;
  const first = user.firstName?.trim();
  if (first) return [first, user.lastName?.trim()].filter(Boolean).join(' ');
  return user.email ?? '';
}

export const isFirstNameRequired = (names: PersonNames): boolean =>
  filled(names.lastName) && !filled(names.displayName);

/** Whether these names lack the first name the display-name rule needs. */
export const lacksRequiredFirstName = (names: PersonNames): boolean =>
  isFirstNameRequired(names) && !filled(names.firstName);
