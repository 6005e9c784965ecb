/** Validation rules shared by several forms (spec 1 section 5, spec 2 section 5). */

/** Lot numbers: two letters followed by six digits, or ten digits. */
export const LOT_NUMBER_PATTERN = /^([A-Za-z]{2}[0-9]{6}|[0-9]{10})$/;
export const LOT_NUMBER_MESSAGE =
  'Please make sure that your entered lot number has the format HC123456 or 1234567890';

/** Empty is allowed; anything else must match the lot pattern. */
export function isValidLotNumber(value: string | null | undefined): boolean {
  return !value || LOT_NUMBER_PATTERN.test(value.trim());
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string | null | undefined): boolean {
  return EMAIL_PATTERN.test((value ?? '').trim());
}

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

/** The password checklist (8 to 64 characters, a digit, an uppercase letter). */
export function passwordChecks(value: string) {
  return {
    length: value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX,
    digit: /[0-9]/.test(value),
    uppercase: /[A-Z]/.test(value),
  };
}

export function isStrongPassword(value: string): boolean {
  return Object.values(passwordChecks(value)).every(Boolean);
}

/** Loose international phone pattern: digits, optional plus, brackets, dashes, spaces, dots, slashes. */
export const PHONE_PATTERN = /^\+?[0-9()\-\s./]{3,}$/;
