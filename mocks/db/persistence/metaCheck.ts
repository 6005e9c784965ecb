/**
 * The check of a stored meta record (backend.ts StoredMeta) before its tables are read: a meta
 * record someone edited or cut short resets the store with a notice instead of failing later.
 */
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What is wrong with a stored meta record, or null when it can be read. A record of another
 * `version` is not checked further: the caller reports the version instead.
 */
export function metaProblem(meta: unknown, version: number): string | null {
  if (meta === undefined) return 'the meta record is missing';
  if (!isRecord(meta) || typeof meta.version !== 'number') return 'the meta record is damaged';
  if (meta.version !== version) return null; // another version: reported as such
  const tables = meta.tables;
  const fits =
    Number.isInteger(meta.revision) &&
    isRecord(tables) &&
    Object.values(tables).every(
      (t) =>
        isRecord(t) &&
        typeof t.list === 'boolean' &&
        Array.isArray(t.chunks) &&
        t.chunks.every(Number.isInteger),
    );
  return fits ? null : 'the meta record is damaged';
}
