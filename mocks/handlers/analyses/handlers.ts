/**
 * Analyses tag: named groups of results. Users see their own, not discarded analyses (another
 * user's or a discarded one answers 404); admins see everyone's. Names are unique per user among
 * the analyses that are not discarded ('Analysis name already taken.', 422). The restricted
 * user kind may not create analyses. An analysis holds results its owner may read (see
 * model/analyses/analysisRules.ts).
 */
import { now } from '../../db/clock';
import { db, nextId } from '../../db/store';
import type { AnalysisRecord, ResultRecord, UserRecord } from '../../db/types';
import { hydra, reply } from '../../http/reply';
import { numericId } from '../../http/request';
import { READS_RESULTS, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseFilter, parseTableQuery } from '../../http/tableQueryParams';
import { errors, validationError, violation } from '../../lib/errors';
import { filterAndSort, runTableQuery } from '../../lib/tableQuery';
import {
  analysisContext,
  analysisListConfig,
  findVisibleAnalysis,
  ownerResults,
  toAnalysisDto,
  visibleAnalyses,
} from '../../model/analyses/analysisDto';
import { assertNameFree, resultsFor } from '../../model/analyses/analysisRules';
import { resultListConfig, toResultDto, visibleResults } from '../../model/results/resultDto';
import { revokeSharesOf } from '../../model/shares/shareAccess';
import { parseIdList, parseName, readObject } from './analysisRequest';
import { isAdmin, may } from '@/domain/roles';

function findOr404(user: UserRecord, id: string): AnalysisRecord {
  const a = findVisibleAnalysis(user, numericId(id));
  if (!a) throw errors.notFound();
  return a;
}

export const analysisHandlers = [
  route('listAnalysisInfo', () => {
    const me = requireUser();
    const own = db()
      .analyses.filter((a) => a.userId === me.id && !a.discarded)
      .sort((x, y) => y.creationDate - x.creationDate || y.id - x.id)
      .map((a) => ({ id: a.id, name: a.name, creationDate: a.creationDate }));
    return reply('listAnalysisInfo', hydra(own));
  }),

  route('listAnalyses', ({ query }) => {
    const me = requireUser();
    const ctx = analysisContext();
    const q = parseTableQuery(query);
    const admin = isAdmin(me);
    const rows = visibleAnalyses(me, ctx, admin && q.filters.some((f) => f.field === 'discarded'));
    const { items, total } = runTableQuery(rows, q, analysisListConfig(ctx, admin));
    return reply(
      'listAnalyses',
      hydra(
        items.map((a) => toAnalysisDto(a, ctx)),
        total,
      ),
    );
  }),

  route('createAnalysis', READS_RESULTS, async ({ request, query }) => {
    const me = requireUser();
    const fromQuery = query.get('fromQuery');
    if (fromQuery !== 'true' && fromQuery !== 'false') {
      throw validationError([violation('fromQuery', 'This value should be true or false.')], 400);
    }
    const body = await readObject(request);
    const name = parseName(body.name);
    let results: ResultRecord[];
    if (fromQuery === 'true') {
      if (body.filters !== undefined && !Array.isArray(body.filters)) {
        throw validationError(
          [violation('filters', 'This value should be a list of filters.')],
          400,
        );
      }
      const filters = ((body.filters as unknown[] | undefined) ?? []).map((f, i) =>
        parseFilter(f, `filters[${i}]`),
      );
      const search = typeof body.search === 'string' ? body.search.trim() : '';
      const ctx = analysisContext();
      // the caller owns the new analysis, so every result it sees is one its owner may read
      results = filterAndSort(
        visibleResults(me, ctx),
        { filters, search, order: null },
        resultListConfig(ctx),
      );
    } else {
      const ids = parseIdList(body.addResultIds, 'addResultIds');
      results = resultsFor(me, ids, 'addResultIds', me);
    }
    assertNameFree(me.id, name);
    const ids = results.map((r) => r.id);
    const record: AnalysisRecord = {
      id: nextId('analyses'),
      userId: me.id,
      name,
      creationDate: now(),
      resultIds: ids,
      originalResultIds: [...ids],
      discarded: false,
    };
    db().analyses.push(record);
    return reply('createAnalysis', toAnalysisDto(record), { status: 201 });
  }),

  route('getAnalysis', ({ params }) => {
    const me = requireUser();
    return reply('getAnalysis', toAnalysisDto(findOr404(me, params.id)));
  }),

  route('updateAnalysis', READS_RESULTS, async ({ request, params }) => {
    const me = requireUser();
    const a = findOr404(me, params.id);
    if (a.discarded)
      throw validationError([violation('discarded', 'The analysis was deleted.')], 422);
    const body = await readObject(request);
    const name = body.name === undefined ? undefined : parseName(body.name);
    if (body.discarded !== undefined && typeof body.discarded !== 'boolean') {
      throw validationError([violation('discarded', 'This value should be of type bool.')], 400);
    }
    const add = 'addResultIds' in body ? parseIdList(body.addResultIds, 'addResultIds') : null;
    const remove =
      'removeResultIds' in body ? parseIdList(body.removeResultIds, 'removeResultIds') : null;
    // adding and removing results are result actions, which the restricted kind may not use
    if ((add || remove) && !may(me, 'useResultActions')) throw errors.forbidden();
    const owner = db().users.find((u) => u.id === a.userId);
    const toAdd = add ? resultsFor(me, add, 'addResultIds', owner) : [];
    if (name !== undefined) assertNameFree(a.userId, name, a.id);

    const counts: { addedCount?: number; skippedCount?: number; removedCount?: number } = {};
    if (name !== undefined) a.name = name;
    if (remove) {
      const drop = new Set(remove);
      const before = a.resultIds.length;
      a.resultIds = a.resultIds.filter((id) => !drop.has(id));
      counts.removedCount = before - a.resultIds.length;
    }
    if (add) {
      const present = new Set(a.resultIds);
      const fresh = toAdd.filter((r) => !present.has(r.id));
      a.resultIds.push(...fresh.map((r) => r.id));
      counts.addedCount = fresh.length;
      counts.skippedCount = add.length - fresh.length; // already in it (or sent twice)
    }
    if (body.discarded === true) {
      a.discarded = true;
      revokeSharesOf('analysis', a.id);
    }
    return reply('updateAnalysis', { ...toAnalysisDto(a), ...counts });
  }),

  route('listAnalysisResults', ({ params, query }) => {
    const me = requireUser();
    const a = findOr404(me, params.id);
    const ctx = analysisContext();
    const q = parseTableQuery(query);
    const { items, total } = runTableQuery(ownerResults(a, ctx), q, resultListConfig(ctx));
    return reply(
      'listAnalysisResults',
      hydra(
        items.map((r) => toResultDto(r, ctx)),
        total,
      ),
    );
  }),

  route('listAnalysisResultsByTime', ({ params, query }) => {
    const me = requireUser();
    const a = findOr404(me, params.id);
    const bounds = (['start', 'end'] as const).map((key) => {
      const raw = query.get(key);
      const n = Number(raw);
      if (raw === null || raw.trim() === '' || !Number.isInteger(n) || n < 0) {
        throw validationError(
          [violation(key, 'This value should be a time in epoch seconds.')],
          400,
        );
      }
      return n;
    });
    const [start, end] = bounds;
    if (start > end)
      throw validationError([violation('start', 'The start must not be after the end.')], 400);
    const ctx = analysisContext();
    const rows = ownerResults(a, ctx)
      .filter((r) => r.sampleCreationDate >= start && r.sampleCreationDate <= end)
      .sort((x, y) => x.sampleCreationDate - y.sampleCreationDate || x.id - y.id);
    return reply('listAnalysisResultsByTime', hydra(rows.map((r) => toResultDto(r, ctx))));
  }),
];
