/** Validation of the login form (spec 1 section 5), messages word for word. */
import type { Rule } from 'antd/es/form';
import { ACCOUNT_MESSAGES, FIELD_MESSAGES } from '@/domain/messages';
import { requiredCheck, ruleOf } from '@/shared/lib/formChecks';
import { emailCheck } from './formRules';

export const LOGIN_MESSAGES = {
  emailRequired: FIELD_MESSAGES.required('E-mail'),
  emailInvalid: ACCOUNT_MESSAGES.invalidEmail,
  passwordRequired: FIELD_MESSAGES.required('Password'),
  captchaInvalid: 'Invalid captch.',
} as const;

export const loginEmailCheck = emailCheck(LOGIN_MESSAGES.emailRequired);
export const loginPasswordCheck = requiredCheck('Password', LOGIN_MESSAGES.passwordRequired);

export function loginRules(
  captchaMatches: (typed: string | undefined) => boolean,
): Record<'email' | 'password' | 'captcha', Rule[]> {
  return {
    email: [ruleOf(loginEmailCheck)],
    password: [{ required: true, message: LOGIN_MESSAGES.passwordRequired }],
    captcha: [
      ruleOf((value) =>
        captchaMatches(typeof value === 'string' ? value : undefined)
          ? null
          : LOGIN_MESSAGES.captchaInvalid,
      ),
    ],
  };
}
