/**
 * The rules of an analysis's content: its name is unique per user among the analyses that are
 * not discarded, and it holds only results the caller sees and the analysis's owner may read,
 * whoever asks. An admin reads every result, so an admin's
 * analysis may hold any user's results; a user's analysis holds only that user's own, even when
 * an admin adds to it (else a share of it would publish another user's measurements).
 */
import { db } from '../../db/store';
import type { ResultRecord, UserRecord } from '../../db/types';
import { validationError, violation } from '../../lib/errors';
import { readsResult, visibleResults } from '../results/resultDto';
import { analysisContext } from './analysisDto';
import { ANALYSIS_MESSAGES } from '@/domain/messages';

export const NAME_TAKEN = ANALYSIS_MESSAGES.nameTaken;
const UNKNOWN_RESULT = 'This result does not exist.';

/** 422 when another live analysis of the owner already has the name (case-insensitive). */
export function assertNameFree(ownerId: number, name: string, exceptId?: number) {
  const taken = db().analyses.some(
    (a) =>
      a.userId === ownerId &&
      !a.discarded &&
      a.id !== exceptId &&
      a.name.trim().toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw validationError([violation('name', NAME_TAKEN)], 422);
}

/** The refusal of a result the analysis's owner may not read (the mock's own wording). */
export const notOwnersResult = (id: number) =>
  `The result ${id} belongs to another user: an analysis holds only results its owner may read.`;

/**
 * The results behind ids (duplicates once) for an analysis of `owner`. Ids the caller cannot
 * see (unknown, or another user's for a user) answer 400 with a violation `field[i]` (the same
 * message for both: nothing leaks); results the caller sees but the owner may not read (an
 * admin adding to a user's analysis) answer 422 naming each of them.
 */
export function resultsFor(
  user: UserRecord,
  ids: number[],
  field: string,
  owner: UserRecord | undefined,
): ResultRecord[] {
  const ctx = analysisContext();
  const visible = new Map(visibleResults(user, ctx).map((r) => [r.id, r]));
  const unknown = ids.flatMap((id, i) =>
    visible.has(id) ? [] : [violation(`${field}[${i}]`, UNKNOWN_RESULT)],
  );
  if (unknown.length) throw validationError(unknown, 400);
  const foreign = ids.flatMap((id, i) =>
    readsResult(owner, visible.get(id)!) ? [] : [violation(`${field}[${i}]`, notOwnersResult(id))],
  );
  if (foreign.length) throw validationError(foreign, 422);
  return [...new Set(ids)].map((id) => visible.get(id)!);
}
