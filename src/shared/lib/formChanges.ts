/**
 * Whether a form holds changes: each of its current values (its fields: start values that are no
 * field are left out) compared with the one it started from. An emptied text equals none (null,
 * undefined and '' are the same), so a field typed into and cleared again is no change.
 */
const comparable = (value: unknown) =>
  JSON.stringify(value === undefined || value === '' ? null : value);

export function hasChanges<T extends object>(start: T, current: Partial<T> | undefined): boolean {
  if (!current) return false;
  return (Object.keys(current) as (keyof T)[]).some(
    (key) => comparable(current[key]) !== comparable(start[key]),
  );
}
