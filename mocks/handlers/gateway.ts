/**
 * The mock server's single entry: one MSW handler that claims `/api/` requests and hands each to
 * the one operation handler it is for.
 *
 * Why: MSW tries its handlers one by one on every request, and every try reads the cookies
 * (in a browser `document.cookie`, a round trip to the browser process) and compiles the
 * handler's path pattern: one try per operation for every request. Here the operation is found
 * by its method and a path pattern compiled once, and its answer is asked directly with the
 * path parameters the pattern found, decoded as MSW decodes them (MSW's run of a handler clones
 * the request and parses its cookies once more); any request outside `/api/` is passed on at
 * once. The HTTP server (mocks/server) asks the same dispatcher without MSW at all.
 *
 * Overrides (`server.use`, `worker.use`, a story's `parameters.msw.handlers`) go in front of the
 * gateway as before and win.
 *
 * A path under `/api/` that no operation of the contract has, and `/api` itself, is answered
 * here, as the real server answers it: 404 in the API's error shape (ErrorMessage), never passed
 * on to the web server behind (the dev server answered a bare `/api` with 502). A path that is no
 * valid percent-encoding gets 400: MSW's matcher would throw on it (a 500).
 */
import { http, HttpResponse } from 'msw';
import { operations } from '@/api/generated/operations';
import { apiPathPattern, type RouteHandler } from '../http/route';

/** Every address whose path is `/api` or below it (MSW matches it against origin and path). */
const API_ADDRESS = /^[a-z][a-z\d+.-]*:\/\/[^/]+\/api(?:\/|$)/i;

/** Whether a path is valid percent-encoding of UTF-8 text (the result is used: never dropped). */
function decodes(path: string): boolean {
  try {
    return typeof decodeURIComponent(path) === 'string';
  } catch {
    return false;
  }
}

interface Entry {
  method: string;
  pattern: RegExp;
  handler: RouteHandler;
}

/**
 * The answer of the API to a request for `/api` or a path below it: the operation's handler,
 * 400 for a path that is no valid percent-encoding, 404 for a path no operation has. The HTTP
 * server calls it directly (one MSW handler less to run per request).
 */
export function apiDispatcher(handlers: RouteHandler[]) {
  const entries: Entry[] = handlers.map((handler) => {
    const op = operations[handler.operationId];
    return { method: op.method.toUpperCase(), pattern: apiPathPattern(op.path), handler };
  });
  return async (request: Request, pathname: string): Promise<Response> => {
    if (!decodes(pathname))
      return HttpResponse.json(
        { code: 400, message: 'Bad Request: the path is not valid percent-encoding.' },
        { status: 400 },
      );
    // the first handler in list order, as MSW itself would choose
    for (const { method, pattern, handler } of entries) {
      const match = method === request.method ? pattern.exec(pathname) : null;
      if (!match) continue;
      // the path parameters decoded, as MSW hands them over (the whole path decodes, so each does)
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(match.groups ?? {}))
        params[name] = decodeURIComponent(value);
      return handler.answer({ request, params });
    }
    return HttpResponse.json({ code: 404, message: 'Not Found' }, { status: 404 });
  };
}

export function gateway(handlers: RouteHandler[]) {
  const dispatch = apiDispatcher(handlers);
  // a pattern without groups: MSW decodes the groups it captures, and %E0%A4%A would throw
  return http.all(API_ADDRESS, async ({ request }) => {
    const { pathname } = new URL(request.url);
    // the app's own files (e.g. /src/api/index.ts on the dev server) are not the API
    if (pathname !== '/api' && !pathname.startsWith('/api/')) return undefined;
    return dispatch(request, pathname);
  });
}
