/**
 * The one way a screen shows a failed call it reports itself (endpoints marked 'inline' in
 * src/api/policies): every server violation whose `propertyPath` is a field of the form goes
 * onto that field; whatever is left (violations of other properties, or a failure without
 * violations) is handed to the central handler, which reports it as it reports every failure,
 * a 401 always ending the session (see apiErrorReport.ts).
 *
 *   const showErrors = useFormErrors();
 *   try { await save(values).unwrap(); } catch (error) { showErrors(error, form, ['name']); }
 */
import type { Dispatch } from '@reduxjs/toolkit';
import type { FormInstance } from 'antd';
import { useCallback } from 'react';
import { violationsOf, type ApiViolation } from '@/api/errors';
import { apiErrorReportRequested } from '@/shared/store/apiErrorReport';
import { useAppDispatch } from '@/shared/store/hooks';

export interface FieldErrors<F extends string> {
  /** for `form.setFields`: the messages of each field that has violations */
  onFields: { name: F; errors: string[] }[];
  /** violations of properties that are not fields of the form */
  other: ApiViolation[];
}

/** Splits the violations of a failed call into those on `fields` and the rest. */
export function splitViolations<F extends string>(
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> {
  const all = violationsOf(error);
  const onFields = fields
    .map((name) => ({
      name,
      errors: all.filter((v) => v.propertyPath === name).map((v) => v.message),
    }))
    .filter((f) => f.errors.length > 0);
  const other = all.filter((v) => !(fields as readonly string[]).includes(v.propertyPath));
  return { onFields, other };
}

/**
 * Puts the violations of `fields` on the form and reports the rest like the central handler.
 * Returns true when at least one message landed on a field.
 */
export function showFormErrors<F extends string>(
  dispatch: Dispatch,
  error: unknown,
  form: Pick<FormInstance, 'setFields'>,
  fields: readonly F[],
): boolean {
  const { onFields, other } = splitViolations(error, fields);
  if (onFields.length) form.setFields(onFields);
  const nothingPlaced = onFields.length === 0;
  if (nothingPlaced || other.length > 0) {
    // the rest, as the central handler would show it (its first violation when there is one)
    dispatch(
      apiErrorReportRequested(
        other.length > 0 && !nothingPlaced ? { status: 422, data: { violations: other } } : error,
      ),
    );
  }
  return !nothingPlaced;
}

/** `showFormErrors` bound to the store: `showErrors(error, form, fields)`. */
export function useFormErrors() {
  const dispatch = useAppDispatch();
  return useCallback(
    <F extends string>(
      error: unknown,
      form: Pick<FormInstance, 'setFields'>,
      fields: readonly F[],
    ) => showFormErrors(dispatch, error, form, fields),
    [dispatch],
  );
}

/** The central handler's report for a failure a screen handles itself but shows no field for. */
export function useReportApiError() {
  const dispatch = useAppDispatch();
  return useCallback((error: unknown) => dispatch(apiErrorReportRequested(error)), [dispatch]);
}
