/**
 * The local collectors the staging host reports to (stagingHost.ts): one HTTP server that plays
 * Sentry's envelope endpoint (`POST /api/<project>/envelope/`, answered as Sentry does, with
 * CORS) and the analytics receiver (`POST /api/event`, Plausible's Events API: 202). It keeps
 * every request it gets, on any of its hosts, in one list (host, path, headers, body) and hands
 * them to the tests at `GET /__received`; the tests decode them with the readers below.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { eventsOf, parseEnvelope, type SentryEvent } from '../utils/sentryEnvelope.ts';

export interface Received {
  host: string;
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the collector on each of `hosts` at `port`; resolves to its stop function. */
export async function startCollector(hosts: string[], port: number): Promise<() => Promise<void>> {
  const received: Received[] = [];
  const servers: Server[] = hosts.map((host) =>
    createServer((req, res) => {
      void (async () => {
        const body = await bodyOf(req);
        const path = req.url ?? '/';
        if (req.method === 'GET' && path === '/__received') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(received));
          return;
        }
        if (req.method !== 'OPTIONS')
          received.push({ host, method: req.method ?? '', path, headers: req.headers, body });
        if (req.method === 'OPTIONS') res.writeHead(204, CORS);
        else if (/^\/api\/\d+\/envelope\//.test(path))
          res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
        else res.writeHead(202, CORS);
        res.end(req.method === 'OPTIONS' ? undefined : '{}');
      })();
    }),
  );
  await Promise.all(
    servers.map(
      (server, i) =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, hosts[i], resolve);
        }),
    ),
  );
  return async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  };
}

/** What a collector has received so far. */
export async function receivedAt(collector: string): Promise<Received[]> {
  const res = await fetch(`${collector}/__received`);
  return (await res.json()) as Received[];
}

/** The Sentry events among the requests, each with the request that carried it. */
export function sentryEvents(all: Received[]): { event: SentryEvent; request: Received }[] {
  return all
    .filter((r) => /^\/api\/\d+\/envelope\//.test(r.path))
    .flatMap((request) =>
      eventsOf(parseEnvelope(request.body)).map((event) => ({ event, request })),
    );
}

export interface AnalyticsBeacon {
  name: string;
  url: string;
  domain: string;
  referrer?: string;
  props: Record<string, string | number>;
}

/** The analytics beacons among the requests, each with the request that carried it. */
export function analyticsBeacons(
  all: Received[],
): { beacon: AnalyticsBeacon; request: Received }[] {
  return all
    .filter((r) => r.path === '/api/event')
    .map((request) => ({ beacon: JSON.parse(request.body) as AnalyticsBeacon, request }));
}
