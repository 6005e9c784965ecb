/**
 * Deleting results: soft delete (deletedAt; deleted results never appear again), removal from
 * every analysis that holds them, and revocation of their share links.
 */
import { now } from '../../db/clock';
import { db } from '../../db/store';
import type { ResultRecord } from '../../db/types';

export function deleteResultRecords(records: readonly ResultRecord[]): number {
  if (records.length === 0) return 0;
  const d = db();
  const at = now();
  const ids = new Set(records.map((r) => r.id));
  for (const r of records) {
    r.deletedAt = at;
    r.updatedAt = at;
  }
  for (const a of d.analyses) {
    if (a.resultIds.some((id) => ids.has(id)))
      a.resultIds = a.resultIds.filter((id) => !ids.has(id));
  }
  for (const s of d.shares) {
    if (s.resourceType === 'result' && ids.has(s.resourceId)) s.revoked = true;
  }
  return records.length;
}
