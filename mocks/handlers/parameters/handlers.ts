/**
 * Parameters tag: the parameter overview for every logged-in user, and the admin management of
 * parameters with the status lifecycle and locked fields (rules in parameterRules.ts and
 * parameterContent.ts).
 * A new parameter is always stored as a Draft, whatever status the create asks for: releasing is
 * a second step (a PUT with status 2), so the release checks run on a parameter that exists.
 */
import { now } from '../../db/clock';
import { db, nextId } from '../../db/store';
import type { ParameterRecord } from '../../db/types';
import { errors, validationError } from '../../lib/errors';
import { hydra, reply } from '../../http/reply';
import { isAdmin } from '@/domain/roles';
import { numericId, readJson } from '../../http/request';
import { requireUser } from '../../http/session';
import { route } from '../../http/route';
import { runTableQuery } from '../../lib/tableQuery';
import { parseTableQuery } from '../../http/tableQueryParams';
import { contentViolations, typeViolations } from './parameterContent';
import { NEW_PARAMETER, parameterFileResponse, toParameterDto } from './parameterDto';
import { parameterOverviewOf } from './parameterOverview';
import {
  isVisibilityFlip,
  normalizeInput,
  updateViolations,
  type ParameterInput,
} from './parameterRules';
import type { ParameterListItem } from '@/api';
import { DRAFT, RELEASED } from '@/domain/parameterRules';

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
    const admin = isAdmin(me);
    const items: ParameterListItem[] = parameterOverviewOf(me.id, admin).map(
      ({ parameter: p, count }) => {
        const { id, name, displayedName, parameterRange, unit, citationFormula, type, status } = p;
        return {
          id,
          name,
          displayedName,
          parameterRange,
          unit,
          citationFormula,
          type,
          status,
          parameterCount: count,
          tested: count > 0 ? 'true' : 'false',
        };
      },
    );
    return reply('listParameterOverview', items);
  }),

  route('listParameters', ({ query }) => {
    const all = [...db().parameters].sort((a, b) => a.id - b.id);
    const page = runTableQuery(all, parseTableQuery(query, 10), { fields: {}, searchFields: [] });
    return reply('listParameters', hydra(page.items.map(toParameterDto), page.total));
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
    if (!isVisibilityFlip(stored, input)) {
      const problems = contentViolations({ ...stored, ...input });
      if (problems.length) throw validationError(problems, 400);
    }
    Object.assign(stored, input);
    if (stored.status === RELEASED) stored.isReleased = true;
    stored.updatedAt = now();
    return reply('updateParameter', toParameterDto(stored));
  }),

  route('getParameterFile', ({ params }) => {
    return parameterFileResponse(findParameter(params.id), params.kind);
  }),
];
