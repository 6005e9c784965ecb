/**
 * Named variations of the mock server for tests and stories (after Grafana's `makeXFail()`):
 * call these instead of writing handlers inline.
 *
 * Store-level (work everywhere the real handlers run: Vitest, Storybook, the dev app):
 *   scenarios.failing('listResults')        // that operation answers 500 ('*' = every operation)
 *   scenarios.failing('getUser', 'network') // or 401 / a network error
 *   scenarios.slow(1000)                    // every response waits 1 s
 *   scenarios.empty()                       // user@example.com has no results, analyses, shares
 *   scenarios.longText()                    // 10,000-character texts in user@'s records
 *   scenarios.reset('large')                // a fresh seed (frozen clock), default or large
 *
 * MSW-level (story `parameters.msw.handlers` or `server.use(...)`), placed before the real ones:
 *   loadingHandlers()                       // every API request stays pending (loading states)
 *   loadingHandlers('listResults')          // only these operations
 *   errorHandlers(500, 'listResults')       // a fixed error status
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { operations, type OperationId } from '@/api/generated/operations';
import { db, getSettings, resetDbSync, updateSettings } from './db/store';
import type { ForcedFailure, ScenarioName } from './db/types';
import { mswPath } from './http/route';

/** The demo account whose data `empty()` removes (new@example.com has none to begin with). */
export const EMPTY_SCENARIO_USER = 'user@example.com';

function failing(operationId: OperationId | '*', kind: ForcedFailure = '500') {
  updateSettings({ failures: { ...getSettings().failures, [operationId]: kind } });
}

function slow(ms: number) {
  updateSettings({ latency: ms });
}

/** Removes every result, analysis, share and test-strip package of user@example.com. */
function empty(email: string = EMPTY_SCENARIO_USER) {
  const d = db();
  const user = d.users.find((u) => u.email === email);
  if (!user) throw new Error(`scenarios.empty: no user ${email}`);
  const keep = <T extends { userId: number }>(rows: T[]) =>
    rows.filter((r) => r.userId !== user.id);
  d.results = keep(d.results);
  d.analyses = keep(d.analyses);
  d.shares = keep(d.shares);
  d.packages = keep(d.packages);
}

/**
 * Texts far longer than the contract allows today, as old data or another client could leave
 * them: user@example.com's names and company, the name, comment and phone of result 1 and of
 * the newest result (first in the list), and the names of its first two analyses get `length` characters (words, so wrapping has a chance, and one
 * long word, so it has not). Screens must cut them with an ellipsis, never widen the page.
 */
function longText(length = 10_000) {
  const d = db();
  const text = (label: string) => {
    const word = `${label}-${'x'.repeat(Math.min(200, length))}`;
    return `${word} ${'long text '.repeat(length)}`.slice(0, length);
  };
  const user = d.users.find((u) => u.email === EMPTY_SCENARIO_USER)!;
  Object.assign(user, {
    firstName: text('First'),
    lastName: text('Last'),
    displayName: text('Display'),
    company: text('Company'),
  });
  const newest = d.results
    .filter((r) => r.userId === user.id && r.deletedAt === null)
    .reduce((a, b) => (b.sampleCreationDate > a.sampleCreationDate ? b : a));
  for (const result of [d.results.find((r) => r.id === 1)!, newest])
    Object.assign(result, {
      measurementName: text('Result'),
      comment: text('Comment'),
      phoneName: text('Phone'),
    });
  d.analyses
    .filter((a) => a.userId === user.id && !a.discarded)
    .slice(0, 2)
    .forEach((a) => (a.name = text('Analysis')));
}

function reset(name: ScenarioName = 'default') {
  resetDbSync(name);
}

export const scenarios = { failing, slow, empty, longText, reset };

function selected(ids: OperationId[]) {
  return ids.map((id) => ({
    id,
    method: operations[id].method,
    path: mswPath(operations[id].path),
  }));
}

function errorBody(status: number) {
  if (status >= 500) return { message: 'Internal Server Error' };
  if (status === 401)
    return { code: 401, message: 'Full authentication is required to access this resource.' };
  if (status === 403) return { code: 403, message: 'Access Denied.' };
  if (status === 404) return { code: 404, message: 'Not Found' };
  return { code: status, message: 'Error' };
}

/** Handlers that never answer: the given operations (or every /api request) stay loading. */
export function loadingHandlers(...operationIds: OperationId[]): HttpHandler[] {
  const pending = async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  };
  if (operationIds.length === 0) return [http.all('*/api/*', pending)];
  return selected(operationIds).map(({ method, path }) => http[method](path, pending));
}

/** Handlers that answer `status` with the server's error body, for the given operations or all. */
export function errorHandlers(status: number, ...operationIds: OperationId[]): HttpHandler[] {
  const fail = () => HttpResponse.json(errorBody(status), { status });
  if (operationIds.length === 0) return [http.all('*/api/*', fail)];
  return selected(operationIds).map(({ method, path }) => http[method](path, fail));
}
