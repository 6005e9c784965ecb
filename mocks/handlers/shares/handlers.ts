/**
 * Shares tag: creating, listing and revoking share links (private), and the public read-only
 * share views. Rules of the public views: see shareAccess.ts. Who may share (openapi.yaml's
 * x-roles, checked before a handler runs): regular users create links; the restricted kind has
 * no share panel but lists and revokes the links it has; admins neither share nor load shares.
 */
import { HttpResponse } from 'msw';
import { DAY, now } from '../../db/clock';
import { db } from '../../db/store';
import type { ResultRecord, ShareRecord } from '../../db/types';
import { errors, validationError, violation } from '../../lib/errors';
import { hydra, noContent, reply } from '../../http/reply';
import { numericId, readJson } from '../../http/request';
import { requireUser } from '../../http/session';
import { sendMail } from '../../model/mail/outbox';
import { READS_RESULTS, route } from '../../http/route';
import { runTableQuery } from '../../lib/tableQuery';
import { parseTableQuery } from '../../http/tableQueryParams';
import { randomToken } from '../../lib/tokens';
import {
  analysisContext,
  findVisibleAnalysis,
  ownerResults,
  toAnalysisDto,
} from '../analyses/analysisDto';
import {
  findVisibleResult,
  resultContext,
  resultListConfig,
  toResultDto,
} from '../results/resultDto';
import { resultImagePng } from '../results/sampleImage';
import {
  resolvePublicShare,
  shareLinkOf,
  sharedNameOf,
  sharedResults,
  type ShareResource,
} from './shareAccess';
import {
  listed,
  parseEmails,
  shareList,
  shareResource,
  shareType,
  SNAPSHOT_DAYS,
} from './shareRules';
import { displayNameOf } from '@/domain/displayName';
import { FIELD_MESSAGES } from '@/domain/messages';

/** The live links of one resource (by its owner; the resource is visible to the caller). */
function sharesOfResource(resourceType: ShareResource, resourceId: number) {
  return db().shares.filter(
    (s) => s.resourceType === resourceType && s.resourceId === resourceId && !s.revoked,
  );
}

function png(bytes: Uint8Array) {
  return new HttpResponse(bytes as Uint8Array<ArrayBuffer>, {
    headers: { 'Content-Type': 'image/png' },
  });
}

export const shareHandlers = [
  route('listMyShareLinks', ({ params, query }) => {
    const me = requireUser();
    const type = shareType(params.type, 'badRequest');
    const q = parseTableQuery(query);
    const mine = db().shares.filter((s) => s.userId === me.id && listed(s, type));
    return reply('listMyShareLinks', shareList(mine, false, q.page, q.itemsPerPage));
  }),

  route('listReceivedShareLinks', ({ params, query }) => {
    const me = requireUser();
    const type = shareType(params.type, 'badRequest');
    const q = parseTableQuery(query);
    const email = me.email.toLowerCase();
    const users = new Map(db().users.map((u) => [u.id, u]));
    const received = db().shares.filter(
      (s) =>
        listed(s, type) &&
        s.emails.some((e) => e.toLowerCase() === email) &&
        !users.get(s.userId)?.deletedAt,
    );
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
    let name: string;
    let results: ResultRecord[];
    if (resource === 'analysis') {
      const a = db().analyses.find((x) => x.id === from && x.userId === me.id && !x.discarded);
      if (!a) throw errors.notFound();
      name = a.name;
      results = ownerResults(a, analysisContext());
    } else {
      const r = findVisibleResult(me, from, resultContext());
      if (!r || r.userId !== me.id) throw errors.notFound();
      name = r.measurementName;
      results = [r];
    }
    const emails = parseEmails(body!.emails);
    const share: ShareRecord = {
      id: randomToken(16),
      userId: me.id,
      type,
      resourceType: resource,
      resourceId: from,
      creationDate: now(),
      validUntil: type === 'snapshot' ? now() + SNAPSHOT_DAYS * DAY : null,
      emails,
      revoked: false,
      snapshotResultIds: type === 'snapshot' ? results.map((r) => r.id) : null,
      // a snapshot keeps what it shows now (see shareAccess.ts)
      frozen: type === 'snapshot' ? { name, results: structuredClone(results) } : null,
    };
    db().shares.push(share);
    const link = shareLinkOf(share);
    const sender = displayNameOf(me);
    for (const to of emails) {
      sendMail({
        kind: 'share',
        to,
        subject: `${sender} shared ${resource === 'analysis' ? 'an analysis' : 'a result'} with you`,
        body: `${sender} (${me.email}) shared "${name}" with you.${share.validUntil ? ` The link is valid for ${SNAPSHOT_DAYS} days.` : ''}`,
        link,
      });
    }
    return reply(
      'createShare',
      { id: share.id, shareLink: link, validUntil: share.validUntil },
      { status: 201 },
    );
  }),

  route('revokeShare', ({ params }) => {
    const me = requireUser();
    const s = db().shares.find(
      (x) =>
        x.id === params.id &&
        x.userId === me.id &&
        x.type === params.type &&
        x.resourceType === params.resource,
    );
    if (!s) throw errors.notFound();
    s.revoked = true;
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
    return png(resultImagePng(r, ctx.parameter(r.parameterId)));
  }),
];
