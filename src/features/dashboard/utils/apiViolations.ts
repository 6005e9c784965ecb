import { violationsOf, type ApiViolation } from '@/api/errors';

export { violationsOf, type ApiViolation };

/** Violations on the given form fields as antd `setFields` entries; the rest separately. */
export function splitViolations<F extends string>(error: unknown, fields: readonly F[]) {
  const all = violationsOf(error);
  const known = (path: string): path is F => (fields as readonly string[]).includes(path);
  const onFields = fields
    .map((name) => ({
      name,
      errors: all.filter((v) => v.propertyPath === name).map((v) => v.message),
    }))
    .filter((f) => f.errors.length > 0);
  const other = all.filter((v) => !known(v.propertyPath));
  return { onFields, other };
}
