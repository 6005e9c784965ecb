/**
 * HTTP/1.1 requests written byte for byte on a socket, for tests of the mock's HTTP server that
 * send what a browser or fetch would not (a TRACE, a path that is no valid percent-encoding, a
 * foreign Host header, another site's Origin), and that the unit tests' MSW must not answer
 * (it intercepts fetch and http.request, not sockets).
 */
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** every Set-Cookie header */
  cookies: string[];
  text: string;
  /** the body as JSON (undefined when empty or not JSON) */
  json: unknown;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  /** an object is sent as JSON (with its content type, unless `headers` name one) */
  body?: string | object;
  /**
   * the address the request comes from, another client of the same machine: any of 127.0.0.0/8
   * (default 127.0.0.1)
   */
  from?: string;
}

function parse(raw: Buffer): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(head[0].split(' ')[1]);
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (const line of head.slice(1)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'set-cookie') cookies.push(value);
    headers[name] = value;
  }
  const text = raw.subarray(end + 4).toString('utf8');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status, headers, cookies, text, json };
}

/**
 * Sends one request to `port` on 127.0.0.1 (`path` as written, not normalized) and resolves to
 * the answer; rejects when the server drops the connection without one.
 */
export function rawRequest(port: number, path: string, request: RawRequest = {}) {
  const { method = 'GET', headers = {} } = request;
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body);
  const all: Record<string, string> = { host: `127.0.0.1:${port}`, connection: 'close' };
  if (typeof request.body === 'object') all['content-type'] = 'application/json';
  for (const [name, value] of Object.entries(headers)) all[name.toLowerCase()] = value;
  if (body || !['GET', 'HEAD'].includes(method))
    all['content-length'] = String(Buffer.byteLength(body));
  const head = Object.entries(all).map(([name, value]) => `${name}: ${value}\r\n`);
  return new Promise<RawAnswer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ port, host: '127.0.0.1', localAddress: request.from }, () =>
      socket.write(`${method} ${path} HTTP/1.1\r\n${head.join('')}\r\n${body}`),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const raw = Buffer.concat(chunks);
      if (raw.length === 0)
        reject(new Error(`${method} ${path}: the connection closed unanswered`));
      else resolve(parse(raw));
    });
  });
}
