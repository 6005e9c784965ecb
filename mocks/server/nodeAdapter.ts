/**
 * Between Node's HTTP server and the mock's handlers, which speak the Fetch API (MSW): an
 * incoming request becomes a `Request`, a `Response` is written back as it is (status, headers,
 * the bytes of its body). A forced network failure (`HttpResponse.error()`) drops the connection.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Bodies larger than this are refused (nginx in front allows 10 MB). */
export const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** Headers of one hop, which undici's Request refuses or which mean nothing past Node's server. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'expect',
]);

export class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return body;
}

/**
 * The URL of an incoming request, as the server routes it (the host only completes it; the
 * handlers match on the path). Throws a TypeError for a target that is no URL.
 */
export const requestUrl = (req: IncomingMessage) =>
  new URL(req.url ?? '/', 'http://mock-server.local');

/** The Fetch API request of an incoming Node request (its body read whole). */
export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(requestUrl(req), { method, headers, body });
}

/** Writes a Fetch API response to Node's response; `extraHeaders` are added to its own. */
export async function sendResponse(
  res: ServerResponse,
  response: Response,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  Object.assign(headers, extraHeaders);
  headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(res.req.method === 'HEAD' ? undefined : body);
}
