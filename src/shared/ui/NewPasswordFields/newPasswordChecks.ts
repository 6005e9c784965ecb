/**
 * The checks of a new password and its repeat (registration, password reset, password change):
 * 8 to 64 characters, a digit and an uppercase letter (src/domain/accountRules.ts), the repeat
 * equal to it ('Passwords do not match').
 */
import type { Rule } from 'antd/es/form';
import { passwordChecks } from '@/domain/accountRules';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES } from '@/domain/messages';
import { ruleOf, textOf, type Check } from '@/shared/lib/formChecks';

export const PASSWORD_MESSAGES = {
  length: ACCOUNT_MESSAGES.passwordLength,
  digit: ACCOUNT_MESSAGES.passwordDigit,
  uppercase: ACCOUNT_MESSAGES.passwordUppercase,
  differ: ACCOUNT_MESSAGES.passwordsDiffer,
} as const;

/** A new password: required, then the first point of the rule it misses. */
export const newPasswordCheck =
  (label: string): Check =>
  (value) => {
    const v = textOf(value);
    if (!v) return FIELD_MESSAGES.required(label);
    const checks = passwordChecks(v);
    if (!checks.length) return PASSWORD_MESSAGES.length;
    if (!checks.digit) return PASSWORD_MESSAGES.digit;
    if (!checks.uppercase) return PASSWORD_MESSAGES.uppercase;
    return null;
  };

/** The repeated password: required and equal to the first. */
export const repeatCheck =
  (label: string, password: () => unknown): Check =>
  (value) => {
    const v = textOf(value);
    if (!v) return FIELD_MESSAGES.required(label);
    return v === textOf(password()) ? null : PASSWORD_MESSAGES.differ;
  };

/** The repeat rule, read again when the first password changes (use with `dependencies`). */
export const repeatRule =
  (label: string, passwordField: string): Rule =>
  ({ getFieldValue }) =>
    ruleOf(repeatCheck(label, () => getFieldValue(passwordField)));
