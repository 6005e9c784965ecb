/** Validation of the login form (spec 1 section 5), messages word for word. */
import type { Rule } from 'antd/es/form';
import { emailCheck, requiredCheck, ruleOf } from './formRules';

export const LOGIN_MESSAGES = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'Invalid e-mail',
  passwordRequired: 'Password is required',
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
