/** Server violations (400/422 bodies) onto the fields of an antd form. */
import type { FormInstance } from 'antd';

interface Violation {
  propertyPath: string;
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function violationsOf(error: unknown): Violation[] {
  if (!isObject(error) || !isObject(error.data) || !Array.isArray(error.data.violations)) return [];
  return error.data.violations.filter(
    (v): v is Violation =>
      isObject(v) && typeof v.propertyPath === 'string' && typeof v.message === 'string',
  );
}

/** Sets each violation on its field when the form has it; returns how many were placed. */
export function applyViolations(form: FormInstance, error: unknown, fields: readonly string[]) {
  const placed = violationsOf(error).filter((v) => fields.includes(v.propertyPath));
  const byField = new Map<string, string[]>();
  for (const v of placed)
    byField.set(v.propertyPath, [...(byField.get(v.propertyPath) ?? []), v.message]);
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return placed.length;
}
