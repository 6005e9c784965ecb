/**
 * The rules of account fields that the screens check as the user types and the mock server
 * checks on every request: e-mail addresses, passwords, the profile picture's size, the company
 * name and the company phone.
 * The e-mail grammar and the lengths are the contract's (openapi.yaml, generated into
 * src/api/generated), so a screen never accepts what the server refuses.
 */
import { EmailAddress } from '@/api/generated/patterns';
import { PasswordReset as passwordMax } from '@/api/generated/limits';
import {
  PasswordReset as passwordMin,
  RegistrationPayload as registrationMin,
} from '@/api/generated/minLengths';

/** The contract's e-mail grammar (EmailAddress, the same as its `format: email`). */
export const EMAIL_PATTERN = new RegExp(EmailAddress);

/** An e-mail address as the contract accepts it, checked without surrounding blanks. */
export const isValidEmail = (value: string | null | undefined): boolean =>
  EMAIL_PATTERN.test((value ?? '').trim());

/** A password has 8 to 64 characters, at least one digit and one uppercase letter. */
export const PASSWORD_MIN = passwordMin.plainPassword;
export const PASSWORD_MAX = passwordMax.plainPassword;

/** Each point of the password rule, as the checklist shows them. */
export function passwordChecks(value: string) {
  return {
    length: value.length >= PASSWORD_MIN && value.length <= PASSWORD_MAX,
    digit: /[0-9]/.test(value),
    uppercase: /[A-Z]/.test(value),
  };
}

export const isStrongPassword = (value: string): boolean =>
  Object.values(passwordChecks(value)).every(Boolean);

/** A profile picture is at most 5 MB. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The company name of a registration has at least 3 characters (trimmed). */
export const COMPANY_MIN = registrationMin.company;

/**
 * The company phone: a loose international pattern (an optional plus, then digits, brackets,
 * dashes, spaces, dots and slashes, at least three), checked trimmed; blank means none.
 */
export const PHONE_PATTERN = /^\+?[0-9()\-\s./]{3,}$/;

export const isValidPhone = (value: string | null | undefined): boolean =>
  !value?.trim() || PHONE_PATTERN.test(value.trim());
