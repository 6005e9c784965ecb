/**
 * Results tag: the result list (table query), one result, its edit, deletes and sample image.
 * Users see their own results, admins everyone's; deleted results never appear; another
 * user's result answers 404; the restricted user kind may not delete.
 */
import { now } from '../../db/clock';
import { pngResponse } from '../../http/imageReply';
import { hydra, noContent, reply } from '../../http/reply';
import { numericId, readJson } from '../../http/request';
import { route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseTableQuery } from '../../http/tableQueryParams';
import { errors, validationError, violation, type Violation } from '../../lib/errors';
import type { ResultRecord } from '../../db/types';
import { runTableQuery, type RowsInOrder } from '../../lib/tableQuery';
import {
  findVisibleResult,
  resultContext,
  resultListConfig,
  toResultDto,
  visibleResults,
} from '../../model/results/resultDto';
import { deleteResultRecords } from '../../model/results/resultMutations';
import { resultImagePng } from '../../model/results/sampleImage';
import { lotOrNull } from '@/domain/lotNumbers';
import { FIELD_MESSAGES } from '@/domain/messages';
import {
  commentOf,
  commentProblem,
  measurementNameProblem,
  resultLotProblem,
} from '@/domain/resultEdit';

const MESSAGES = {
  blank: FIELD_MESSAGES.blank,
  notString: 'This value should be of type string.',
  notInteger: 'This value should be of type integer.',
  changed: 'The result was changed in the meantime. Please reload.',
};

interface Patch {
  measurementName?: string;
  comment?: string | null;
  testStripLotNumber?: string | null;
  updatedAt: number;
}

/** Checks a PATCH body; 400 with one violation per invalid field. */
function validatePatch(body: Record<string, unknown>): Patch {
  const v: Violation[] = [];
  const patch: Patch = { updatedAt: 0 };
  if ('measurementName' in body) {
    const name = body.measurementName;
    const problem = typeof name === 'string' ? measurementNameProblem(name) : MESSAGES.blank;
    if (problem) v.push(violation('measurementName', problem));
    else patch.measurementName = (name as string).trim();
  }
  if ('comment' in body) {
    const c = body.comment;
    // the edit's own rule (src/domain/resultEdit): null clears it, a text has 3 characters
    const problem = c !== null && typeof c !== 'string' ? MESSAGES.notString : commentProblem(c);
    if (problem) v.push(violation('comment', problem));
    else patch.comment = commentOf(c as string | null);
  }
  if ('testStripLotNumber' in body) {
    const lot = body.testStripLotNumber;
    const problem =
      lot !== null && typeof lot !== 'string' ? MESSAGES.notString : resultLotProblem(lot);
    if (problem) v.push(violation('testStripLotNumber', problem));
    else patch.testStripLotNumber = lotOrNull(lot as string | null);
  }
  if (body.updatedAt === undefined || body.updatedAt === null)
    v.push(violation('updatedAt', MESSAGES.blank));
  else if (!Number.isInteger(body.updatedAt)) v.push(violation('updatedAt', MESSAGES.notInteger));
  else patch.updatedAt = body.updatedAt as number;
  if (v.length) throw validationError(v, 400);
  return patch;
}

export const resultHandlers = [
  route('listResults', ({ query }) => {
    const me = requireUser();
    const ctx = resultContext();
    const q = parseTableQuery(query);
    const config = resultListConfig(ctx);
    // the user's results as kept in this order (sorted once per change of the results)
    const inOrder: RowsInOrder<ResultRecord> = (order) => ctx.visibleInOrder(me, order, config);
    const { items, total } = runTableQuery(visibleResults(me, ctx), q, config, inOrder);
    return reply(
      'listResults',
      hydra(
        items.map((r) => toResultDto(r, ctx)),
        total,
      ),
    );
  }),

  route('deleteResults', async ({ request }) => {
    const me = requireUser();
    const body = await readJson<{ ids?: unknown }>(request);
    const ids = body?.ids;
    if (!Array.isArray(ids) || ids.length === 0 || !ids.every((id) => Number.isInteger(id))) {
      throw validationError([violation('ids', 'Please select at least one result.')], 400);
    }
    const ctx = resultContext();
    const wanted = new Set(ids as number[]);
    // ids that do not exist or belong to someone else are ignored
    const found = visibleResults(me, ctx).filter((r) => wanted.has(r.id));
    return reply('deleteResults', { deleted: deleteResultRecords(found) });
  }),

  route('getResult', ({ params }) => {
    const me = requireUser();
    const ctx = resultContext();
    const r = findVisibleResult(me, numericId(params.id), ctx);
    if (!r) throw errors.notFound();
    return reply('getResult', toResultDto(r, ctx));
  }),

  route('updateResult', async ({ request, params }) => {
    const me = requireUser();
    const ctx = resultContext();
    const r = findVisibleResult(me, numericId(params.id), ctx);
    if (!r) throw errors.notFound();
    const body = await readJson<unknown>(request);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw validationError([violation('', 'The request body must be an object.')], 400);
    }
    const patch = validatePatch(body as Record<string, unknown>);
    if (patch.updatedAt < r.updatedAt)
      throw validationError([violation('updatedAt', MESSAGES.changed)], 422);
    if (patch.measurementName !== undefined) r.measurementName = patch.measurementName;
    if (patch.comment !== undefined) r.comment = patch.comment;
    if (patch.testStripLotNumber !== undefined) r.testStripLotNumber = patch.testStripLotNumber;
    r.updatedAt = now();
    return reply('updateResult', toResultDto(r, ctx));
  }),

  route('deleteResult', ({ params }) => {
    const me = requireUser();
    const r = findVisibleResult(me, numericId(params.id), resultContext());
    if (!r) throw errors.notFound();
    deleteResultRecords([r]);
    return noContent();
  }),

  route('getResultImage', ({ params }) => {
    const me = requireUser();
    const ctx = resultContext();
    const r = findVisibleResult(me, numericId(params.id), ctx);
    if (!r) throw errors.notFound();
    const png = resultImagePng(r, ctx.parameter(r.parameterId));
    return pngResponse(png, { 'Cache-Control': 'private, max-age=3600' });
  }),
];
