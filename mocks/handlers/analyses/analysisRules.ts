/**
 * Request rules of the analyses tag: the name (not blank, unique per user among the analyses
 * that are not discarded) and the result ids a request may add (visible to the caller).
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

/**
 * The results behind ids (duplicates once), all of which the user must be able to see. Unknown and foreign ids
 * answer 400 with a violation `field[i]` (the same message for both: nothing leaks).
 */
export function resultsFor(user: UserRecord, ids: number[], field: string): ResultRecord[] {
  const ctx = analysisContext();
  const visible = new Map(visibleResults(user, ctx).map((r) => [r.id, r]));
  const bad = ids.map((id, i) =>
    visible.has(id) ? null : violation(`${field}[${i}]`, UNKNOWN_RESULT),
  );
  const problems = bad.filter((v) => v !== null);
  if (problems.length) throw validationError(problems, 400);
  return [...new Set(ids)].map((id) => visible.get(id)!);
}
