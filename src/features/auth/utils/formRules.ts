/**
 * Field checks of the auth forms (spec 1 section 5) as pure functions returning the message or
 * null, and `ruleOf` turning a check into an antd Form rule. Messages word for word.
 */
import type { Rule, RuleObject } from 'antd/es/form';
import {
  COMPANY_MIN,
  isValidEmail,
  passwordChecks,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@/domain/accountRules';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES } from '@/domain/messages';

export type Check<T = unknown> = (value: T) => string | null;

export const FORM_MESSAGES = {
  required: FIELD_MESSAGES.required,
  emailInvalid: ACCOUNT_MESSAGES.invalidEmail,
  passwordsDiffer: ACCOUNT_MESSAGES.passwordsDiffer,
  companyShort: ACCOUNT_MESSAGES.companyShort,
  /** own (spec: agbAccepted must be true); the same words as the mock server. */
  termsRequired: ACCOUNT_MESSAGES.termsRequired,
  /** own (spec 5: 8 to 64 characters, a digit, an uppercase letter). */
  passwordLength: `The password must be between ${PASSWORD_MIN} and ${PASSWORD_MAX} characters long.`,
  passwordDigit: ACCOUNT_MESSAGES.passwordDigit,
  passwordUppercase: ACCOUNT_MESSAGES.passwordUppercase,
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Required (blank counts as empty): '{label} is required', or the given message. */
export const requiredCheck =
  (label: string, message = FORM_MESSAGES.required(label)): Check =>
  (value) =>
    text(value).trim() === '' ? message : null;

/** Required and a valid e-mail (checked trimmed). */
export const emailCheck =
  (requiredMessage: string): Check =>
  (value) => {
    const v = text(value).trim();
    if (!v) return requiredMessage;
    return isValidEmail(v) ? null : FORM_MESSAGES.emailInvalid;
  };

/** The company: required, at least 3 characters. */
export const companyCheck: Check = (value) => {
  const v = text(value).trim();
  if (!v) return FORM_MESSAGES.required('Company');
  return v.length < COMPANY_MIN ? FORM_MESSAGES.companyShort : null;
};

/** A new password: required, 8 to 64 characters, a digit, an uppercase letter. */
export const newPasswordCheck =
  (label: string): Check =>
  (value) => {
    const v = text(value);
    if (!v) return FORM_MESSAGES.required(label);
    const checks = passwordChecks(v);
    if (!checks.length) return FORM_MESSAGES.passwordLength;
    if (!checks.digit) return FORM_MESSAGES.passwordDigit;
    if (!checks.uppercase) return FORM_MESSAGES.passwordUppercase;
    return null;
  };

/** The repeated password: required and equal to the first. */
export const repeatCheck =
  (label: string, password: () => unknown): Check =>
  (value) => {
    const v = text(value);
    if (!v) return FORM_MESSAGES.required(label);
    return v === text(password()) ? null : FORM_MESSAGES.passwordsDiffer;
  };

export const termsCheck: Check = (value) => (value === true ? null : FORM_MESSAGES.termsRequired);

/** An antd rule from a check (the check also sees empty values). */
export const ruleOf = (check: Check): RuleObject => ({
  validator: (_, value: unknown) => {
    const message = check(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** The repeat rule, re-read when the first password changes (use with `dependencies`). */
export const repeatRule =
  (label: string, passwordField: string): Rule =>
  ({ getFieldValue }) =>
    ruleOf(repeatCheck(label, () => getFieldValue(passwordField)));
