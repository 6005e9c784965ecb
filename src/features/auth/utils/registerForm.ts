/**
 * The registration form (spec 1 sections 2.4 and 5): labels, rules, the payload and how server
 * errors map back (spec 8: the first violation or 'Invalid Request' as a notification; a message
 * starting 'The e-mail is already used' on the e-mail field).
 */
import type { Rule } from 'antd/es/form';
import { describeApiError } from '@/api';
import { lacksRequiredFirstName } from '@/domain/displayName';
import { ruleOf } from '@/shared/lib/formChecks';
import { companyCheck, emailCheck, FORM_MESSAGES, termsCheck } from './formRules';
import type { RegistrationPayload } from '@/api';

type Payload = RegistrationPayload;
export type RegisterFormValues = Omit<Payload, 'segment'> & { segment?: number | null };
export type RegisterField = keyof RegisterFormValues;

export const REGISTER_LABELS = {
  email: 'Work e-mail',
  plainPassword: 'Password',
  passwordSecond: 'Repeat password',
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  segment: 'Segment',
} as const;

export const EMAIL_USED_PREFIX = 'The e-mail is already used';

const L = REGISTER_LABELS;

export const registerRules: Partial<Record<RegisterField, Rule[]>> = {
  email: [ruleOf(emailCheck(FORM_MESSAGES.required(L.email)))],
  // both names are optional; a last name needs the first name it follows in the display name
  // (re-read when the last name changes: use with `dependencies`)
  firstName: [
    ({ getFieldValue }) =>
      ruleOf((value) =>
        lacksRequiredFirstName({
          firstName: typeof value === 'string' ? value : '',
          lastName: getFieldValue('lastName') as string | undefined,
        })
          ? FORM_MESSAGES.required(L.firstName)
          : null,
      ),
  ],
  company: [ruleOf(companyCheck)],
  agbAccepted: [ruleOf(termsCheck)],
};

export const REGISTER_INITIAL: Partial<RegisterFormValues> = {
  email: '',
  plainPassword: '',
  passwordSecond: '',
  firstName: '',
  lastName: '',
  company: '',
  segment: undefined,
  agbAccepted: false,
  newsletterActive: false,
};

export function toRegistrationPayload(v: RegisterFormValues): Payload {
  return {
    email: v.email.trim(),
    plainPassword: v.plainPassword,
    passwordSecond: v.passwordSecond,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    company: v.company.trim(),
    segment: Math.max(0, v.segment ?? 0),
    agbAccepted: v.agbAccepted === true,
    newsletterActive: v.newsletterActive === true,
  };
}

const FIELDS = new Set<string>(Object.keys(REGISTER_INITIAL));

export interface RegisterErrorView {
  /** The notification text. */
  message: string;
  /** Field errors to set with form.setFields. */
  fields: { name: RegisterField; errors: string[] }[];
}

export function registerErrorView(error: unknown): RegisterErrorView {
  const { message } = describeApiError(error);
  const data = (error as { data?: { violations?: unknown; message?: unknown } } | null)?.data;
  const violations = Array.isArray(data?.violations)
    ? (data.violations as { propertyPath?: unknown; message?: unknown }[])
    : [];
  if (violations.length === 0 && typeof data?.message === 'string')
    violations.push({ propertyPath: '', message: data.message });
  const byField = new Map<RegisterField, string[]>();
  for (const v of violations) {
    if (typeof v.message !== 'string' || typeof v.propertyPath !== 'string') continue;
    const name = (
      v.message.startsWith(EMAIL_USED_PREFIX) ? 'email' : v.propertyPath
    ) as RegisterField;
    if (FIELDS.has(name)) byField.set(name, [...(byField.get(name) ?? []), v.message]);
  }
  return { message, fields: [...byField].map(([name, errors]) => ({ name, errors })) };
}
