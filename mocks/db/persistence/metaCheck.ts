/**
 * The check of a stored meta record (backend.ts StoredMeta) before its tables are read: a meta
 * record someone edited or cut short resets the store with a notice instead of failing later.
 */
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What is wrong with a stored meta record and the revision kept beside it (the same number,
 * written with it), or null when they can be read. A record of another `version` is not checked
 * further: the caller reports the version instead.
 */
export function metaProblem(meta: unknown, version: number, revision: unknown): string | null {
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
  if (!fits) return 'the meta record is damaged';
  return revision === meta.revision ? null : 'the stored revision is damaged';
}

/**
 * Why a stored meta record and revision cannot be used, as the notice the page shows, or null:
 * damaged, or written by another `version` of the mock.
 */
export function discardNotice(meta: unknown, revision: unknown, version: number): string | null {
  const damage = metaProblem(meta, version, revision);
  if (damage) return `The stored demo data was damaged and has been reset (${damage}).`;
  const stored = (meta as { version: number }).version;
  if (stored === version) return null;
  return `The stored demo data came from another version of the mock (${stored}, now ${version}) and has been reset.`;
}
