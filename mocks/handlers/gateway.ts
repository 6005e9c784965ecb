/**
 * The mock server's single entry: one MSW handler that claims `/api/` requests and hands each to
 * the one operation handler it is for.
 *
 * Why: MSW tries its handlers one by one on every request, and every try reads the cookies
 * (in a browser `document.cookie`, a round trip to the browser process) and compiles the
 * handler's path pattern: one try per operation for every request. Here the operation is found
 * by its method and a path pattern
 * compiled once; only that handler runs (MSW still parses its path parameters, so handlers see
 * exactly what they saw before), and any request outside `/api/` is passed on at once.
 *
 * Overrides (`server.use`, `worker.use`, a story's `parameters.msw.handlers`) go in front of the
 * gateway as before and win.
 */
import { getResponse, http, type RequestHandler } from 'msw';
import { operations } from '@/api/generated/operations';
import { apiPathPattern, type RouteHandler } from '../lib/route';

interface Entry {
  method: string;
  pattern: RegExp;
  handler: RequestHandler;
}

export function gateway(handlers: RouteHandler[]) {
  const entries: Entry[] = handlers.map((handler) => {
    const op = operations[handler.operationId];
    return { method: op.method.toUpperCase(), pattern: apiPathPattern(op.path), handler };
  });
  return http.all('*/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    // the first handler in list order, as MSW itself would choose
    const entry = entries.find((e) => e.method === request.method && e.pattern.test(pathname));
    return entry ? getResponse([entry.handler], request) : undefined;
  });
}
