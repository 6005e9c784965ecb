/**
 * Errors of the result calls this screen handles itself (getResult and updateResult are
 * inline-error endpoints, see src/api/errors.ts): a 404 on load goes to the not-found page, field
 * violations of the edit go onto the fields, the stale-update violation (updatedAt) is shown in
 * the dialog; anything else is reported the way the central error handler does it.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { describeApiError, violationsOf, type ApiViolation } from '@/api/errors';
import { endSession } from '@/shared/auth/sessionActions';
import { notify } from '@/shared/ui/notify';
import type { EditField } from './editRules';

export type Violation = ApiViolation;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function httpStatusOf(error: unknown): number | null {
  return isObject(error) && typeof error.status === 'number' ? error.status : null;
}

export { violationsOf };

const EDIT_FIELDS: readonly string[] = ['measurementName', 'comment', 'testStripLotNumber'];

export interface EditErrors {
  /** violations of form fields, for form.setFields */
  fields: { name: EditField; errors: string[] }[];
  /** violations of anything else (the stale-update 'updatedAt' one), shown above the form */
  formMessages: string[];
}

/** Splits the violations of a failed update into field errors and messages for the dialog. */
export function editErrorsOf(error: unknown): EditErrors {
  const fields = new Map<EditField, string[]>();
  const formMessages: string[] = [];
  for (const v of violationsOf(error)) {
    if (EDIT_FIELDS.includes(v.propertyPath)) {
      const name = v.propertyPath as EditField;
      fields.set(name, [...(fields.get(name) ?? []), v.message]);
    } else {
      formMessages.push(v.message);
    }
  }
  return { fields: [...fields].map(([name, errors]) => ({ name, errors })), formMessages };
}

/** Shows a failure like the central error handler (and ends the session on a 401). */
export function reportApiError(error: unknown, dispatch: Dispatch): void {
  const { level, message, logout } = describeApiError(error);
  notify.destroyAll();
  notify[level](message);
  if (logout) endSession(dispatch);
}
