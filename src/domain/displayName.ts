/**
 * The display-name rule: the display name when one is set, else the first name followed by the
 * last name if there is one, else the e-mail address. A last name therefore shows only after a
 * first name: the first name is required exactly when a last name is given and no display name
 * stands in for the names. Otherwise it is optional (the e-mail address names the user).
 * Registration has no display name, so there: first name required when a last name is entered.
 */
export interface PersonNames {
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
}

const filled = (text: string | null | undefined) => !!text?.trim();

export const isFirstNameRequired = (names: PersonNames): boolean =>
  filled(names.lastName) && !filled(names.displayName);

/** Whether these names lack the first name the display-name rule needs. */
export const lacksRequiredFirstName = (names: PersonNames): boolean =>
  isFirstNameRequired(names) && !filled(names.firstName);
