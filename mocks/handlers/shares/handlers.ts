/**
 * Shares tag: creating, listing and revoking share links (private), and the public read-only
 * share views. Rules of the public views: see model/shares/shareAccess.ts. Who may share (openapi.yaml's
 * x-roles, checked before a handler runs): regular users create links; the restricted kind has
 * no share panel but lists and revokes the links it has; admins neither share nor load shares.
 */
import { db } from '../../db/store';
import { pngResponse } from '../../http/imageReply';
import { hydra, noContent, reply } from '../../http/reply';
import { numericId, readJson } from '../../http/request';
import { READS_RESULTS, route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseTableQuery } from '../../http/tableQueryParams';
import { errors, validationError, violation } from '../../lib/errors';
import { runTableQuery } from '../../lib/tableQuery';
import {
  analysisContext,
  findVisibleAnalysis,
  toAnalysisDto,
} from '../../model/analyses/analysisDto';
import {
  findVisibleResult,
  resultContext,
  resultListConfig,
  toResultDto,
} from '../../model/results/resultDto';
import { resultImagePng } from '../../model/results/sampleImage';
import {
  resolvePublicShare,
  shareLinkOf,
  sharedNameOf,
  sharedResults,
} from '../../model/shares/shareAccess';
import {
  createShare,
  ownShare,
  shareableContent,
  ownShares,
  receivedShares,
  shareList,
  sharesOfResource,
} from '../../model/shares/shareRules';
import { parseEmails, shareResource, shareType } from './shareRequest';
import { FIELD_MESSAGES } from '@/domain/messages';

export const shareHandlers = [
  route('listMyShareLinks', ({ params, query }) => {
    const me = requireUser();
    const type = shareType(params.type, 'badRequest');
    const q = parseTableQuery(query);
    return reply('listMyShareLinks', shareList(ownShares(me, type), false, q.page, q.itemsPerPage));
  }),

  route('listReceivedShareLinks', ({ params, query }) => {
    const me = requireUser();
    const type = shareType(params.type, 'badRequest');
    const q = parseTableQuery(query);
    const received = receivedShares(me, type);
    return reply('listReceivedShareLinks', shareList(received, true, q.page, q.itemsPerPage));
  }),

  route('createShare', READS_RESULTS, async ({ params, request }) => {
    const me = requireUser();
    const type = shareType(params.type);
    const resource = shareResource(params.resource);
    const body = await readJson<Record<string, unknown> | null>(request);
    if (!Number.isInteger(body?.from))
      throw validationError([violation('from', 'This value should be of type integer.')], 400);
    const from = body!.from as number;
    const content = shareableContent(me, resource, from);
    const share = createShare(me, type, resource, from, content, parseEmails(body!.emails));
    return reply(
      'createShare',
      { id: share.id, shareLink: shareLinkOf(share), validUntil: share.validUntil },
      { status: 201 },
    );
  }),

  route('revokeShare', ({ params }) => {
    const me = requireUser();
    ownShare(me, params).revoked = true;
    return noContent();
  }),

  route('getResultShareLinks', ({ params }) => {
    const me = requireUser();
    const r = findVisibleResult(me, numericId(params.id), resultContext());
    if (!r) throw errors.notFound();
    return reply('getResultShareLinks', shareList(sharesOfResource('result', r.id), false));
  }),

  route('getAnalysisShareLinks', ({ params }) => {
    const me = requireUser();
    const a = findVisibleAnalysis(me, numericId(params.id));
    if (!a) throw errors.notFound();
    return reply('getAnalysisShareLinks', shareList(sharesOfResource('analysis', a.id), false));
  }),

  route('getSharedAnalysis', ({ params }) => {
    const s = resolvePublicShare(params.shareId, { type: params.type, resource: 'analysis' });
    const a = db().analyses.find((x) => x.id === s.resourceId)!;
    const ctx = analysisContext();
    const view = {
      results: sharedResults(s, ctx),
      name: sharedNameOf(s, a.name),
      original: s.type === 'snapshot',
    };
    return reply('getSharedAnalysis', toAnalysisDto(a, ctx, view));
  }),

  route('listSharedAnalysisResults', ({ params, query }) => {
    const s = resolvePublicShare(params.shareId, { type: params.type, resource: 'analysis' });
    const ctx = analysisContext();
    const { items, total } = runTableQuery(
      sharedResults(s, ctx),
      parseTableQuery(query),
      resultListConfig(ctx),
    );
    return reply(
      'listSharedAnalysisResults',
      hydra(
        items.map((r) => toResultDto(r, ctx)),
        total,
      ),
    );
  }),

  route('getSharedAnalysisResult', ({ params }) => {
    const s = resolvePublicShare(params.shareId, { type: params.type, resource: 'analysis' });
    const ctx = analysisContext();
    const id = numericId(params.resultId);
    const r = sharedResults(s, ctx).find((x) => x.id === id);
    if (!r) throw errors.notFound();
    return reply('getSharedAnalysisResult', toResultDto(r, ctx));
  }),

  route('getSharedResult', ({ params }) => {
    const s = resolvePublicShare(params.shareId, { type: params.type, resource: 'result' });
    const ctx = analysisContext();
    const r = sharedResults(s, ctx)[0];
    if (!r) throw errors.notFound();
    return reply('getSharedResult', toResultDto(r, ctx));
  }),

  route('getSharedImage', ({ params, query }) => {
    const s = resolvePublicShare(params.shareId);
    const ctx = analysisContext();
    const shown = sharedResults(s, ctx);
    let r = shown[0];
    if (s.resourceType === 'analysis') {
      const raw = query.get('resultId');
      const id = Number(raw);
      if (raw === null || !Number.isInteger(id) || id < 1) {
        throw validationError([violation('resultId', FIELD_MESSAGES.blank)], 400);
      }
      r = shown.find((x) => x.id === id)!;
    }
    if (!r) throw errors.notFound();
    return pngResponse(resultImagePng(r, ctx.parameter(r.parameterId)));
  }),
];
