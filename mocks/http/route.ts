/**
 * Registers a mock handler for one operation of openapi.yaml, by operationId: the method and
 * path come from the contract (src/api/generated/operations.ts), so a handler cannot drift from
 * it. The wrapper adds what every response of the mock server shares:
 * - latency and forced failures from the mock controls (per operation or for all);
 * - the request checked against openapi.yaml (requestValidation.ts), in the order a real server
 *   works: the login check first (401), then the role check (403: the operation's `x-roles`,
 *   the kinds of user it is for), then decoding: a body not sent as JSON gets 415, a request
 *   that cannot be read as the contract's types 400, before any rule runs; then the rules: the handler's own rules
 *   speak first, with the product's messages, and the contract's other limits (lengths, ranges,
 *   formats, required fields) have the last word: a request the handler would accept but the
 *   contract forbids gets 400 and leaves nothing stored;
 * - HttpError -> the server's error body and status; an unexpected exception -> 500;
 * - one transaction per request on the store that every tab of the browser shares: serialized
 *   by a Web Lock, current before it runs, stored after a write (db/store.ts inTransaction);
 * - a `Date` header from the mock clock (the app reads server time from it).
 */
import { delay, http, HttpResponse } from 'msw';
import { operations, type OperationId } from '@/api/generated/operations';
import { now } from '../db/clock';
import { getSettings, inTransaction, undoOnThrow } from '../db/store';
import type { DbData } from '../db/types';
import { currentUser, keepSessionAlive, sessionToKeepAlive } from './session';
import { errors, HttpError, validationError, type Violation } from '../lib/errors';
import { userKind, type UserKind } from '@/domain/roles';
import { requireJsonBody } from './request';
import { checkRequest, takesBody } from './requestValidation';

export interface RouteContext {
  request: Request;
  params: Record<string, string>;
  query: URLSearchParams;
}

type Resolver = (ctx: RouteContext) => Response | Promise<Response>;
type Observer = (operationId: OperationId, request: Request, response: Response) => void;

let observer: Observer | null = null;

/** Tests install an observer to validate every response against the contract. */
export function setResponseObserver(fn: Observer | null) {
  observer = fn;
}

/** The MSW path for a contract path: `/users/{id}` -> `* /api/users/:id`. */
export function mswPath(path: string) {
  return `*/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/**
 * The same contract path as a pattern for a URL's pathname, compiled once (the gateway,
 * handlers/gateway.ts), each path parameter a named group, matched as MSW matches it: a
 * parameter after `.` holds no `.` (`/results.1.5` is no format), one after `/` anything but `/`:
 * `/analyses.{format}` -> /^\/api\/analyses\.(?<format>[^/.]+)\/?$/.
 */
export function apiPathPattern(path: string): RegExp {
  const parts = path.split(/(\{\w+\})/);
  const source = parts
    .map((part, i) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()[\]\\|]/g, '\\$&');
      return parts[i - 1].endsWith('.') ? `(?<${name}>[^/.]+)` : `(?<${name}>[^/]+)`;
    })
    .join('');
  return new RegExp(`^/api${source}/?$`);
}

/**
 * 401 for a private operation without a session, 403 for a user of a kind the operation is not
 * for: both before the request is read, so a caller who may not call it learns nothing of its
 * shapes.
 */
function checkAccess(operationId: OperationId) {
  const op = operations[operationId];
  if (op.public) return;
  const me = currentUser();
  if (!me) throw errors.unauthorized();
  const roles: readonly UserKind[] | undefined = 'roles' in op ? op.roles : undefined;
  if (roles && !roles.includes(userKind(me))) throw errors.forbidden();
}

export interface RouteOptions {
  /**
   * Tables the operation reads but never changes (a write operation that reads the results
   * table: its write then does not compare 20,000 results). Development and tests check it
   * (db/tableTracking.ts).
   */
  readsOnly?: readonly (keyof DbData)[];
}

/**
 * A write whose answer counts or shows results without changing any (a user's statistics in
 * the user record, an analysis's results, a snapshot's copies).
 */
export const READS_RESULTS: RouteOptions = { readsOnly: ['results'] };

export function route(operationId: OperationId, resolver: Resolver): RouteHandler;
export function route(
  operationId: OperationId,
  options: RouteOptions,
  resolver: Resolver,
): RouteHandler;
export function route(
  operationId: OperationId,
  ...args: [Resolver] | [RouteOptions, Resolver]
): RouteHandler {
  const [options, resolver] = args.length === 1 ? [{} as RouteOptions, args[0]] : args;
  const op = operations[operationId];
  const answer = async ({ request, params }: RouteCall): Promise<Response> => {
    const settings = getSettings();
    if (settings.latency > 0) await delay(settings.latency);
    const failure = settings.failures[operationId] ?? settings.failures['*'];
    if (failure === 'network') return HttpResponse.error();
    let response: Response;
    if (failure === '500') {
      response = HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    } else if (failure === 'malformed') {
      // a server bug: 200, and a body the contract does not describe
      response = HttpResponse.json({}, { status: 200 });
    } else if (failure === '401') {
      response = HttpResponse.json(
        { code: 401, message: 'Your session has expired. Please log in again.' },
        { status: 401 },
      );
    } else {
      let keepAlive: string | null = null;
      try {
        const ctx: RouteContext = {
          request,
          params: params as Record<string, string>,
          query: new URL(request.url).searchParams,
        };
        // one transaction on the store shared by every tab (see inTransaction)
        response = await inTransaction(
          request.method !== 'GET',
          async () => {
            // the firewall comes first: the session (401), then the role (403)
            keepAlive = sessionToKeepAlive();
            checkAccess(operationId);
            if (takesBody(operationId)) requireJsonBody(request);
            const check = await checkRequest(operationId, request, params);
            if (!check.violations.length) return resolver(ctx);
            if (check.malformed) throw validationError(check.violations, 400);
            return resolveWithin(resolver, ctx, check.violations);
          },
          options.readsOnly,
        );
      } catch (e) {
        if (e instanceof HttpError) {
          response = HttpResponse.json(e.body, { status: e.status });
        } else {
          console.error(`[mock] ${operationId} crashed`, e);
          response = HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
        }
      }
      // the session made a request: it lives on (refused or not, as a server's session does)
      if (keepAlive) await keepSessionAlive(keepAlive);
    }
    response.headers.set('Date', new Date(now() * 1000).toUTCString());
    // a malformed answer breaks the contract on purpose: the observer checks the real answers
    if (failure !== 'malformed') observer?.(operationId, request, response.clone());
    return response;
  };
  return Object.assign(http[op.method](mswPath(op.path), answer), { operationId, answer });
}

/**
 * Runs a handler on a request that breaks the contract's limits but can be read: any refusal of
 * the handler stands as it is (its messages are the product's: 'Please enter a title.' rather
 * than a generic one); when the handler would accept the request, the contract refuses it (400)
 * and, for a write, what the handler changed is undone.
 */
async function resolveWithin(
  resolver: Resolver,
  ctx: RouteContext,
  contract: Violation[],
): Promise<Response> {
  const run = async () => {
    const response = await resolver(ctx);
    if (response.status < 400) throw validationError(contract, 400);
    return response;
  };
  // reads change nothing: only a write needs the copy to undo it
  return ctx.request.method === 'GET' ? run() : undoOnThrow(run);
}

/** A request for an operation and its path parameters (decoded). */
export interface RouteCall {
  request: Request;
  params: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/**
 * An operation's MSW handler; `answer` answers a request the gateway has matched to it (with
 * the path parameters it found), without MSW's own matching.
 */
export type RouteHandler = ReturnType<typeof http.get> & {
  operationId: OperationId;
  answer(call: RouteCall): Promise<Response>;
};
