/**
 * Parameters tag: the parameter overview for every logged-in user, and the admin management of
 * parameters with the status lifecycle and locked fields (rules in model/parameters).
 * A new parameter is always stored as a Draft, whatever status the create asks for: releasing is
 * a second step (a PUT with status 2), so the release checks run on a parameter that exists.
 * A stored release has its three confirmations (How-to, FAQ, Notification updated) unchecked
 * again: each release asks for them anew.
 */
import { HttpResponse } from 'msw';
import { now } from '../../db/clock';
import { db, nextId } from '../../db/store';
import type { ParameterRecord } from '../../db/types';
import { hydra, reply } from '../../http/reply';
import { numericId, readBody, readJson } from '../../http/request';
import { route } from '../../http/route';
import { requireUser } from '../../http/session';
import { parseTableQuery } from '../../http/tableQueryParams';
import { errors, validationError } from '../../lib/errors';
import { runTableQuery } from '../../lib/tableQuery';
import { contentViolations, typeViolations } from '../../model/parameters/parameterContent';
import {
  NEW_PARAMETER,
  parameterFile,
  toParameterDto,
  toParameterSummary,
} from '../../model/parameters/parameterDto';
import { parameterListOf } from '../../model/parameters/parameterOverview';
import {
  isVisibilityFlip,
  normalizeInput,
  updateViolations,
  type ParameterInput,
} from '../../model/parameters/parameterRules';
import { DRAFT, RELEASE_CONFIRMATIONS, RELEASED } from '@/domain/parameterRules';
import { isAdmin } from '@/domain/roles';

async function readInput(request: Request): Promise<ParameterInput> {
  const body = await readJson<unknown>(request);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw errors.badRequest('The request body must be a JSON object.');
  }
  const input = normalizeInput(body as Record<string, unknown>);
  const wrongTypes = typeViolations(input);
  if (wrongTypes.length) throw validationError(wrongTypes, 400);
  return input;
}

function findParameter(idParam: string | undefined): ParameterRecord {
  const id = numericId(idParam);
  const found = db().parameters.find((p) => p.id === id);
  if (!found) throw errors.notFound();
  return found;
}

export const parameterHandlers = [
  route('listParameterOverview', () => {
    const me = requireUser();
    return reply('listParameterOverview', parameterListOf(me.id, isAdmin(me)));
  }),

  route('listParameters', ({ query }) => {
    const all = [...db().parameters].sort((a, b) => a.id - b.id);
    const page = runTableQuery(all, parseTableQuery(query, 10), { fields: {}, searchFields: [] });
    // without the files' bodies: a page of ten parameters would weigh up to 56 MB
    return reply('listParameters', hydra(page.items.map(toParameterSummary), page.total));
  }),

  route('createParameter', async ({ request }) => {
    const input = await readInput(request);
    const data: ParameterInput = { ...NEW_PARAMETER, ...input, status: DRAFT };
    // checked as what it becomes: a draft
    const problems = contentViolations(data);
    if (problems.length) throw validationError(problems, 400);
    const t = now();
    const record = {
      ...data,
      id: nextId('parameters'),
      isReleased: false,
      createdAt: t,
      updatedAt: t,
    } as ParameterRecord;
    db().parameters.push(record);
    return reply('createParameter', toParameterDto(record), { status: 201 });
  }),

  route('getParameter', ({ params }) => {
    return reply('getParameter', toParameterDto(findParameter(params.id)));
  }),

  route('updateParameter', async ({ request, params }) => {
    const stored = findParameter(params.id);
    const input = await readInput(request);
    const stateProblems = updateViolations(stored, input);
    if (stateProblems.length) throw validationError(stateProblems, 422);
    const flip = isVisibilityFlip(stored, input);
    if (!flip) {
      const problems = contentViolations({ ...stored, ...input });
      if (problems.length) throw validationError(problems, 400);
    }
    Object.assign(stored, input);
    if (stored.status === RELEASED) stored.isReleased = true;
    // a release uses up its three confirmations: the next release asks for them again
    if (!flip && input.status === RELEASED)
      for (const f of RELEASE_CONFIRMATIONS) stored[f] = false;
    stored.updatedAt = now();
    return reply('updateParameter', toParameterDto(stored));
  }),

  // the visibility switch: `visible` alone, in any status
  route('setParameterVisibility', async ({ request, params }) => {
    const stored = findParameter(params.id);
    const { visible } = await readBody(request);
    if (typeof visible !== 'boolean') {
      throw validationError(
        [{ propertyPath: 'visible', message: 'This value should be of type bool.' }],
        400,
      );
    }
    if (stored.visible !== visible) {
      stored.visible = visible;
      stored.updatedAt = now();
    }
    return reply('setParameterVisibility', toParameterSummary(stored));
  }),

  route('getParameterFile', ({ params }) => {
    const file = parameterFile(findParameter(params.id), params.kind);
    return new HttpResponse(file.bytes, {
      headers: { 'Content-Type': file.type, 'Content-Disposition': file.disposition },
    });
  }),
];
