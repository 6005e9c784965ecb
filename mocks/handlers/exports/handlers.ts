/**
 * Exports tag: real xlsx / csv / zip files of results, analyses, users (admin), the newsletter
 * list (admin) and shared results (public). Visibility and query semantics are those of the
 * matching lists; exports ignore paging and contain every matching row (`ids` narrows to the
 * selected rows); dates are written in the client's zone (`tzo`, required).
 */
import { db } from '../../db/store';
import {
  csvResponse,
  exportResponse,
  parseFormat,
  parseIds,
  parseTzo,
} from '../../http/exportReply';
import { numericId } from '../../http/request';
import { route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseTableQuery } from '../../http/tableQueryParams';
import { errors } from '../../lib/errors';
import { filterAndSort } from '../../lib/tableQuery';
import {
  analysisContext,
  analysisListConfig,
  findVisibleAnalysis,
  ownerResults,
  visibleAnalyses,
} from '../../model/analyses/analysisDto';
import {
  analysisSheet,
  newsletterSheet,
  resultImages,
  resultSheet,
  userSheet,
} from '../../model/exports/exportColumns';
import { findVisibleResult, resultListConfig, visibleResults } from '../../model/results/resultDto';
import { resultImagePng } from '../../model/results/sampleImage';
import { resolvePublicShare, sharedResults } from '../../model/shares/shareAccess';
import { registeredUsers, userCounts, userListConfig } from '../../model/users/userRows';
import { isAdmin } from '@/domain/roles';

function narrow<T extends { id: number }>(rows: T[], ids: Set<number> | null): T[] {
  return ids ? rows.filter((r) => ids.has(r.id)) : rows;
}

export const exportHandlers = [
  route('exportResults', ({ params, query }) => {
    const me = requireUser();
    const format = parseFormat(params.format);
    const tzo = parseTzo(query);
    const ids = parseIds(query);
    const ctx = analysisContext();
    const rows = narrow(
      filterAndSort(visibleResults(me, ctx), parseTableQuery(query), resultListConfig(ctx)),
      ids,
    );
    return exportResponse(
      format,
      'results',
      resultSheet(rows, ctx, tzo, isAdmin(me)),
      resultImages(rows, ctx),
    );
  }),

  route('exportResult', ({ params, query }) => {
    const me = requireUser();
    const ctx = analysisContext();
    const r = findVisibleResult(me, numericId(params.id), ctx);
    if (!r) throw errors.notFound();
    const format = parseFormat(params.format);
    const tzo = parseTzo(query);
    return exportResponse(
      format,
      `result_${r.id}`,
      resultSheet([r], ctx, tzo, isAdmin(me)),
      () => ({
        [`result_${r.id}.png`]: resultImagePng(r, ctx.parameter(r.parameterId)),
      }),
    );
  }),

  route('exportAnalyses', ({ params, query }) => {
    const me = requireUser();
    const format = parseFormat(params.format);
    const tzo = parseTzo(query);
    const ids = parseIds(query);
    const q = parseTableQuery(query);
    const admin = isAdmin(me);
    const ctx = analysisContext();
    const all = visibleAnalyses(me, ctx, admin && q.filters.some((f) => f.field === 'discarded'));
    const rows = narrow(filterAndSort(all, q, analysisListConfig(ctx, admin)), ids);
    return exportResponse(format, 'analyses', analysisSheet(rows, ctx, tzo, admin));
  }),

  route('exportAnalysisResults', ({ params, query }) => {
    const me = requireUser();
    const a = findVisibleAnalysis(me, numericId(params.id));
    if (!a) throw errors.notFound();
    const format = parseFormat(params.format);
    const tzo = parseTzo(query);
    const ctx = analysisContext();
    const rows = filterAndSort(ownerResults(a, ctx), parseTableQuery(query), resultListConfig(ctx));
    const anonymous = isAdmin(me);
    return exportResponse(
      format,
      `analysis_${a.id}_results`,
      resultSheet(rows, ctx, tzo, anonymous),
      resultImages(rows, ctx),
    );
  }),

  route('exportUsers', ({ params, query }) => {
    const format = parseFormat(params.format);
    const tzo = parseTzo(query);
    const ids = parseIds(query);
    const counts = userCounts();
    const users = registeredUsers();
    const rows = narrow(filterAndSort(users, parseTableQuery(query), userListConfig(counts)), ids);
    return exportResponse(format, 'users', userSheet(rows, counts, tzo));
  }),

  route('exportNewsletter', () => {
    const subscribers = db()
      .users.filter((u) => u.deletedAt === null && u.newsletterActive)
      .sort((a, b) => a.registrationDate - b.registrationDate || a.id - b.id);
    return csvResponse(newsletterSheet(subscribers), 'newsletter');
  }),

  route('exportSharedResults', ({ params, query }) => {
    const s = resolvePublicShare(params.shareId);
    const format = parseFormat(params.format);
    const tzo = parseTzo(query);
    const ctx = analysisContext();
    const rows = filterAndSort(
      sharedResults(s, ctx),
      { filters: [], search: '', order: null },
      resultListConfig(ctx),
    );
    return exportResponse(
      format,
      'shared_results',
      resultSheet(rows, ctx, tzo),
      resultImages(rows, ctx),
    );
  }),
];
