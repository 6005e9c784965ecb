/**
 * What the HTTP server refuses before a request reaches the API or the controls, as the web
 * server and framework in front of a real backend would:
 * - a method no route answers (TRACE, CONNECT ...): 405 with the methods it takes;
 * - a path that is no valid percent-encoding (`%E0%A4%A`, the overlong `%c0%ae`): 400;
 * - a Host header that is not the server's (403): the server answers only the hosts it was
 *   started for: localhost (and `*.localhost`), any IP address, the `--host` it listens on and
 *   the names given with `--allow-host` (`.example.net` takes its subdomains too). A page of
 *   another site that points its own name at this machine (DNS rebinding) sends its own name as
 *   the Host, so it can read neither the API nor the controls (the outbox holds password-reset
 *   links, and /__mock/login logs anyone in). An IP address cannot be rebound, hence allowed.
 * - for the controls under /__mock, which change everyone's data: a request from a web page of
 *   another origin (403: its Origin header names another site, or its Sec-Fetch-Site says
 *   cross-site or same-site), and a body that is not declared JSON (415; a page may send
 *   text/plain to any address without asking). curl, scripts and tests send no Origin.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { requestUrl } from './nodeAdapter';

export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const json = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ code: status, message }, { status, headers });

/** The host name of a Host header (`[::1]:8787` -> `::1`, `Example.net:80` -> `example.net`). */
export function hostName(header: string): string {
  const host = header.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d*)?$/.exec(host);
  if (bracketed) return bracketed[1];
  return host.replace(/:\d*$/, '');
}

/** Whether the server answers a request naming `header` as its host. */
export function hostAllowed(header: string | undefined, allowed: readonly string[]): boolean {
  if (!header) return false;
  const name = hostName(header);
  if (isIP(name) || name === 'localhost' || name.endsWith('.localhost')) return true;
  return allowed.some((rule) => {
    const wanted = rule.trim().toLowerCase();
    return wanted.startsWith('.')
      ? name === wanted.slice(1) || name.endsWith(wanted)
      : name === wanted;
  });
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const isJson = (type: string | undefined) =>
  /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(type?.trim() ?? '');

/** Why a request to the controls is refused, or null: a web page of another origin, no JSON. */
function controlRefusal(req: IncomingMessage): Response | null {
  const origin = req.headers.origin;
  const site = req.headers['sec-fetch-site'];
  const crossSite = site !== undefined && site !== 'same-origin' && site !== 'none';
  const ownOrigin = (o: string) =>
    o === `http://${req.headers.host}` || o === `https://${req.headers.host}`;
  if (crossSite || (origin !== undefined && !ownOrigin(origin)))
    return json(403, 'The mock controls answer no request from a web page of another origin.');
  if (hasBody(req) && !isJson(req.headers['content-type']))
    return json(415, 'The mock controls take a JSON body (Content-Type: application/json).');
  return null;
}

/**
 * The path as the server routes it (`//x/__mock` is /__mock too), or null when it is no valid
 * percent-encoding of UTF-8 text: the router would fail on it.
 */
function decodedPath(req: IncomingMessage): string | null {
  try {
    const { pathname } = requestUrl(req);
    // the decoded text is compared, not dropped: a bundler removes a call whose result is unused
    return decodeURIComponent(pathname) === null ? null : pathname;
  } catch {
    return null;
  }
}

/**
 * The answer to a request the server refuses before reading it, or null to go on. `allowedHosts`:
 * the host names it answers besides localhost and IP addresses; `controlsPath`: where the
 * controls are.
 */
export function refusal(
  req: IncomingMessage,
  allowedHosts: readonly string[],
  controlsPath: string,
): Response | null {
  if (!ALLOWED_METHODS.includes(req.method ?? ''))
    return json(405, 'Method Not Allowed', { allow: ALLOWED_METHODS.join(', ') });
  if (!hostAllowed(req.headers.host, allowedHosts))
    return json(
      403,
      'This host is not allowed: the mock server answers localhost, IP addresses and the names given with --allow-host.',
    );
  const path = decodedPath(req);
  if (path === null) return json(400, 'Bad Request: the path is not valid percent-encoding.');
  if (path === controlsPath || path.startsWith(`${controlsPath}/`)) return controlRefusal(req);
  return null;
}
