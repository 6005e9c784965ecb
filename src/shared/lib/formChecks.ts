/**
 * A form field's check as a pure function that answers the message or null, and `ruleOf`, which
 * turns a check into an antd Form rule. Messages word for word from the product.
 */
import type { RuleObject } from 'antd/es/form';
import { FIELD_MESSAGES } from '@/domain/messages';

export type Check<T = unknown> = (value: T) => string | null;

export const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Required (blank counts as empty): '{label} is required', or the given message. */
export const requiredCheck =
  (label: string, message = FIELD_MESSAGES.required(label)): Check =>
  (value) =>
    textOf(value).trim() === '' ? message : null;

/** An antd rule from a check (the check also sees empty values). */
export const ruleOf = (check: Check): RuleObject => ({
  validator: (_, value: unknown) => {
    const message = check(value);
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});
