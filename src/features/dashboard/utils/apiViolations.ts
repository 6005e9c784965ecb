/** The `violations` of a failed RTK Query call (400/422 bodies of the server). */
export interface ApiViolation {
  propertyPath: string;
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export function violationsOf(error: unknown): ApiViolation[] {
  if (!isObject(error) || !isObject(error.data) || !Array.isArray(error.data.violations)) return [];
  return error.data.violations.filter(
    (v): v is ApiViolation =>
      isObject(v) && typeof v.propertyPath === 'string' && typeof v.message === 'string',
  );
}

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
