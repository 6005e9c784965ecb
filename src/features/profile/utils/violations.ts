/** Server violations (400/422 bodies) onto the fields of an antd form. */
import type { FormInstance } from 'antd';
import { violationsOf } from '@/api/errors';

export { violationsOf };

/** Sets each violation on its field when the form has it; returns how many were placed. */
export function applyViolations(form: FormInstance, error: unknown, fields: readonly string[]) {
  const placed = violationsOf(error).filter((v) => fields.includes(v.propertyPath));
  const byField = new Map<string, string[]>();
  for (const v of placed)
    byField.set(v.propertyPath, [...(byField.get(v.propertyPath) ?? []), v.message]);
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return placed.length;
}
