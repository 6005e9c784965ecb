/**
 * Field checks of the auth forms (spec 1 section 5) as pure functions returning the message or
 * null (`ruleOf` in src/shared/lib/formChecks turns one into an antd rule; the new password's
 * are in src/shared/ui/NewPasswordFields). Messages word for word.
 */
import { COMPANY_MIN, isValidEmail } from '@/domain/accountRules';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES } from '@/domain/messages';
import { textOf, type Check } from '@/shared/lib/formChecks';

export const FORM_MESSAGES = {
  required: FIELD_MESSAGES.required,
  emailInvalid: ACCOUNT_MESSAGES.invalidEmail,
  companyShort: ACCOUNT_MESSAGES.companyShort,
  /** own (spec: agbAccepted must be true); the same words as the mock server. */
  termsRequired: ACCOUNT_MESSAGES.termsRequired,
} as const;

/** Required and a valid e-mail (checked trimmed). */
export const emailCheck =
  (requiredMessage: string): Check =>
  (value) => {
    const v = textOf(value).trim();
    if (!v) return requiredMessage;
    return isValidEmail(v) ? null : FORM_MESSAGES.emailInvalid;
  };

/** The company: required, at least 3 characters. */
export const companyCheck: Check = (value) => {
  const v = textOf(value).trim();
  if (!v) return FORM_MESSAGES.required('Company');
  return v.length < COMPANY_MIN ? FORM_MESSAGES.companyShort : null;
};

export const termsCheck: Check = (value) => (value === true ? null : FORM_MESSAGES.termsRequired);
