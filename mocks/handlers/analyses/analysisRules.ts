/**
 * Request rules of the analyses tag: the name (not blank, unique per user among the analyses
 * that are not discarded) and the result ids a request may add (visible to the caller, and
 * results of the analysis's owner: an analysis holds only its owner's results, whoever asks).
 */
import { db } from '../../db/store';
import type { ResultRecord, UserRecord } from '../../db/types';
import { readJson, validationError, violation } from '../../lib/http';
import { visibleResults } from '../results/resultDto';
import { analysisContext } from './analysisDto';
import { ANALYSIS_MESSAGES, FIELD_MESSAGES } from '@/domain/messages';

export const NAME_TAKEN = ANALYSIS_MESSAGES.nameTaken;
const BLANK = FIELD_MESSAGES.blank;
const UNKNOWN_RESULT = 'This result does not exist.';

export type Body = Record<string, unknown>;

/** The JSON body, which must be an object (400 otherwise). */
export async function readObject(request: Request): Promise<Body> {
  const body = await readJson<unknown>(request);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError([violation('', 'The request body must be an object.')], 400);
  }
  return body as Body;
}

/** A trimmed, non-blank name (400 otherwise). */
export function parseName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) throw validationError([violation('name', BLANK)], 400);
  if (name.length > 255)
    throw validationError(
      [violation('name', 'This value is too long. It should have 255 characters or less.')],
      400,
    );
  return name;
}

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

export function parseIdList(value: unknown, field: string): number[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((id) => Number.isInteger(id))) {
    throw validationError([violation(field, 'This value should be a list of result ids.')], 400);
  }
  return value as number[];
}

/** The refusal of a result that is not the analysis owner's (the mock's own wording). */
export const notOwnersResult = (id: number) =>
  `The result ${id} belongs to another user: an analysis holds only its owner's results.`;

/**
 * The results behind ids (duplicates once) for an analysis of `ownerId`. Ids the caller cannot
 * see (unknown, or another user's for a user) answer 400 with a violation `field[i]` (the same
 * message for both: nothing leaks); results the caller sees but of another owner than the
 * analysis's (an admin's request) answer 422 naming each of them.
 */
export function resultsFor(
  user: UserRecord,
  ids: number[],
  field: string,
  ownerId: number,
): ResultRecord[] {
  const ctx = analysisContext();
  const visible = new Map(visibleResults(user, ctx).map((r) => [r.id, r]));
  const unknown = ids.flatMap((id, i) =>
    visible.has(id) ? [] : [violation(`${field}[${i}]`, UNKNOWN_RESULT)],
  );
  if (unknown.length) throw validationError(unknown, 400);
  const foreign = ids.flatMap((id, i) =>
    visible.get(id)!.userId === ownerId ? [] : [violation(`${field}[${i}]`, notOwnersResult(id))],
  );
  if (foreign.length) throw validationError(foreign, 422);
  return [...new Set(ids)].map((id) => visible.get(id)!);
}

/** 422 when a query for a new analysis selects results of another user than its owner. */
export function assertOwnResults(results: readonly ResultRecord[], ownerId: number) {
  const foreign = results.filter((r) => r.userId !== ownerId).map((r) => r.id);
  if (!foreign.length) return;
  const named = foreign.slice(0, 10).join(', ');
  const more = foreign.length > 10 ? ` and ${foreign.length - 10} more` : '';
  throw validationError(
    [
      violation(
        'filters',
        `The query selects results of another user (${named}${more}): an analysis holds only its owner's results.`,
      ),
    ],
    422,
  );
}
