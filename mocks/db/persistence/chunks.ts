/**
 * How a table is cut into the chunks that are stored (chunkedPersistence.ts): a list in slices
 * of CHUNK records, each under its own key (`table:results:3`), anything else as one chunk; and
 * the comparison that tells a changed chunk from the copy of what was stored.
 */
export const CHUNK = 1000;
export const chunkKey = (name: string, index: number) => `table:${name}:${index}`;

/** A table's chunks: slices of CHUNK records for a list (at least one), else the value. */
export function chunksOf(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [value];
  const out: unknown[] = [];
  for (let i = 0; i < value.length; i += CHUNK) out.push(value.slice(i, i + CHUNK));
  return out.length ? out : [[]];
}

/** Deep equality of JSON-like values (what the tables hold). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka)
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  return true;
}
