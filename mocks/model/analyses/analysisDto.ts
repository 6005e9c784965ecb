/**
 * Analysis records -> the API's Analysis, the analysis list's table fields, and which analyses
 * a caller may see. An analysis only ever shows results that still exist. Shares and Exports
 * build on it.
 */
import { db } from '../../db/store';
import type { AnalysisRecord, DbData, ResultRecord, UserRecord } from '../../db/types';
import { anonymousUserOf } from '../../lib/displayName';
import { dtoFields, type ListConfig } from '../../lib/tableQuery';
import { isLive, readsResult, resultContext, type ResultContext } from '../results/resultDto';
import type { Analysis } from '@/api';
import { displayNameOf } from '@/domain/displayName';
import { isAdmin } from '@/domain/roles';

export type { Analysis };

export interface AnalysisContext extends ResultContext {
  /** a live (not deleted) result by id */
  result(id: number): ResultRecord | undefined;
}

/** The lookups of a request on the store's data (kept between reads), or on a copy `d`. */
export function analysisContext(d?: DbData): AnalysisContext {
  const base = resultContext(d);
  return {
    ...base,
    result(id) {
      const r = base.stored(id);
      return r && isLive(r, base) ? r : undefined;
    },
  };
}

/** The live results among ids, in the given order. */
export function liveResults(ids: readonly number[], ctx: AnalysisContext): ResultRecord[] {
  return ids.map((id) => ctx.result(id)).filter((r): r is ResultRecord => r !== undefined);
}

/**
 * The results an analysis shows: its live results that its owner may read (an admin's analysis
 * any user's, a user's analysis only the user's own). One stored with a result its owner may
 * not read (data written before that rule) never shows it, to the owner or on a share link.
 */
export function ownerResults(a: AnalysisRecord, ctx: AnalysisContext): ResultRecord[] {
  const owner = ctx.user(a.userId);
  return liveResults(a.resultIds, ctx).filter((r) => readsResult(owner, r));
}

/**
 * The API shape of an analysis. A share view may override what it shows: `results` (a
 * snapshot's copies) and `name` (its frozen name); `original` marks such a view as a copy.
 */
export function toAnalysisDto(
  a: AnalysisRecord,
  ctx: AnalysisContext = analysisContext(),
  view: { results?: readonly ResultRecord[]; name?: string; original?: boolean } = {},
): Analysis {
  const results = view.results ?? ownerResults(a, ctx);
  const perParameter = new Map<number, number>();
  for (const r of results)
    perParameter.set(r.parameterId, (perParameter.get(r.parameterId) ?? 0) + 1);
  const owner = ctx.user(a.userId);
  return {
    id: a.id,
    name: view.name ?? a.name,
    countOfResults: results.filter((r) => !r.discardedResult).length,
    countOfResultsWithDiscarded: results.length,
    creationDate: a.creationDate,
    parameters: [...perParameter]
      .map(([parameterId, count]) => ({
        parameterId,
        name: ctx.parameter(parameterId)?.name ?? '',
        count,
      }))
      .sort((x, y) => x.parameterId - y.parameterId),
    results: results.map((r) => ({ id: r.id })),
    originalAnalysis: view.original
      ? { id: a.id, results: ownerResults(a, ctx).map((r) => ({ id: r.id })) }
      : null,
    user: { id: a.userId, displayName: owner ? displayNameOf(owner) : anonymousUserOf(a.userId) },
    discarded: a.discarded,
  };
}

const ANALYSIS_FIELDS = [
  'id',
  'name',
  'creationDate',
  'countOfResults',
  'countOfResultsWithDiscarded',
  'discarded',
  'parameters.parameterId',
  'parameters.name',
  'parameters.count',
  'results.id',
  'user.id',
  'user.displayName',
];

export function analysisListConfig(
  ctx: AnalysisContext,
  admin: boolean,
): ListConfig<AnalysisRecord> {
  const fields = dtoFields(ANALYSIS_FIELDS, (a: AnalysisRecord) => toAnalysisDto(a, ctx));
  // enumLike column: `parameters con 1` or `parameters con pH` (ids and names)
  fields.parameters = (a) => [
    ...(fields['parameters.parameterId'](a) as unknown[]),
    ...(fields['parameters.name'](a) as unknown[]),
  ];
  return {
    fields,
    searchFields: admin ? ['name', 'user.displayName'] : ['name'],
    defaultOrder: 'creationDate:desc',
  };
}

/**
 * Analyses a user lists: own, not discarded. Admins see everyone's; they see discarded ones
 * only when they filter on `discarded` themselves.
 */
export function visibleAnalyses(
  user: UserRecord,
  ctx: ResultContext,
  includeDiscarded = false,
): AnalysisRecord[] {
  const admin = isAdmin(user);
  return db().analyses.filter(
    (a) =>
      (admin || a.userId === user.id) &&
      !ctx.user(a.userId)?.deletedAt &&
      (!a.discarded || (admin && includeDiscarded)),
  );
}

/** One analysis the user may open: own and not discarded (admins: any); else undefined (404). */
export function findVisibleAnalysis(user: UserRecord, id: number): AnalysisRecord | undefined {
  const a = db().analyses.find((x) => x.id === id);
  if (!a) return undefined;
  if (isAdmin(user)) return a;
  return a.userId === user.id && !a.discarded ? a : undefined;
}
