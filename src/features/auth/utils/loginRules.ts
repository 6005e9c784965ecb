/** Validation of the login form (spec 1 section 5), messages word for word. */
import type { Rule } from 'antd/es/form';

export const LOGIN_MESSAGES = {
  emailRequired: 'E-mail is required',
  emailInvalid: 'Invalid e-mail',
  passwordRequired: 'Password is required',
  captchaInvalid: 'Invalid captch.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (value: string) => EMAIL.test(value.trim());

export function loginRules(
  captchaMatches: (typed: string | undefined) => boolean,
): Record<'email' | 'password' | 'captcha', Rule[]> {
  return {
    email: [
      { required: true, whitespace: true, message: LOGIN_MESSAGES.emailRequired },
      {
        validator: (_, value: string | undefined) =>
          !value?.trim() || isValidEmail(value)
            ? Promise.resolve()
            : Promise.reject(new Error(LOGIN_MESSAGES.emailInvalid)),
      },
    ],
    password: [{ required: true, message: LOGIN_MESSAGES.passwordRequired }],
    captcha: [
      {
        validator: (_, value: string | undefined) =>
          captchaMatches(value)
            ? Promise.resolve()
            : Promise.reject(new Error(LOGIN_MESSAGES.captchaInvalid)),
      },
    ],
  };
}
