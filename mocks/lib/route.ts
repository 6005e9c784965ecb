/**
 * Registers a mock handler for one operation of openapi.yaml, by operationId: the method and
 * path come from the contract (src/api/generated/operations.ts), so a handler cannot drift from
 * it. The wrapper adds what every response of the mock server shares:
 * - latency and forced failures from the mock controls (per operation or for all);
 * - HttpError -> the server's error body and status; an unexpected exception -> 500;
 * - one transaction per request on the store that every tab of the browser shares: serialized
 *   by a Web Lock, current before it runs, stored after a write (db/store.ts inTransaction);
 * - a `Date` header from the mock clock (the app reads server time from it).
 */
import { delay, http, HttpResponse } from 'msw';
import { operations, type OperationId } from '@/api/generated/operations';
import { now } from '../db/clock';
import { getSettings, inTransaction } from '../db/store';
import { HttpError } from './http';

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

export function route(operationId: OperationId, resolver: Resolver) {
  const op = operations[operationId];
  const handler = http[op.method](mswPath(op.path), async ({ request, params }) => {
    const settings = getSettings();
    if (settings.latency > 0) await delay(settings.latency);
    const failure = settings.failures[operationId] ?? settings.failures['*'];
    if (failure === 'network') return HttpResponse.error();
    let response: Response;
    if (failure === '500') {
      response = HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
    } else if (failure === '401') {
      response = HttpResponse.json(
        { code: 401, message: 'Your session has expired. Please log in again.' },
        { status: 401 },
      );
    } else {
      try {
        // one transaction on the store shared by every tab (see inTransaction)
        response = await inTransaction(request.method !== 'GET', async () =>
          resolver({
            request,
            params: params as Record<string, string>,
            query: new URL(request.url).searchParams,
          }),
        );
      } catch (e) {
        if (e instanceof HttpError) {
          response = HttpResponse.json(e.body, { status: e.status });
        } else {
          console.error(`[mock] ${operationId} crashed`, e);
          response = HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
        }
      }
    }
    response.headers.set('Date', new Date(now() * 1000).toUTCString());
    observer?.(operationId, request, response.clone());
    return response;
  });
  return Object.assign(handler, { operationId });
}

export type RouteHandler = ReturnType<typeof route>;
