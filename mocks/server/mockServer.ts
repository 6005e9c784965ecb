/**
 * The mock backend as a Node HTTP server: the handlers of the browser mock (mocks/handlers)
 * behind the same gateway, answering `/api/*` over HTTP, with
 * - sessions as real `PHPSESSID` cookies, one per client (sessionCookie.ts), and the client's
 *   address, which login throttling counts (clientAddress.ts);
 * - the store kept in a data folder (fileBackend.ts: only the chunks a write changed, each file
 *   written atomically) and read back on start; a damaged folder or one of another version is
 *   reseeded with a message, as the browser store does;
 * - requests serialized like transactions by a lock of the process (processLock.ts);
 * - the mock controls under `/__mock` (controlRoutes.ts);
 * - what a web server in front would refuse, refused first (requestGuard.ts): unknown methods,
 *   paths that are no valid percent-encoding, hosts it was not started for, and controls asked
 *   by a web page of another origin or without JSON.
 * `npm run mock:server` starts it from the command line (main.ts); tests start it in-process.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyMockQuery } from '../controls/query';
import { installCookieJar } from '../db/cookieJar';
import { fileBackend } from '../db/persistence/fileBackend';
import { processLock } from '../db/processLock';
import { inTransaction, loadDb, installServerStorage } from '../db/store';
import { handlers } from '../handlers';
import { apiDispatcher } from '../handlers/gateway';
import { CONTROLS_PATH, controlResponse } from './controlRoutes';
import { clientAddress } from './clientAddress';
import { claimDataDir } from './dataDir';
import { BodyTooLarge, sendResponse, toFetchRequest } from './nodeAdapter';
import { refusal } from './requestGuard';
import { requestCookieJar, withSessionCookie } from './sessionCookie';

export interface MockServerOptions {
  port: number;
  /** the interface to listen on (default 127.0.0.1; 0.0.0.0 in a container) */
  host?: string;
  /** the data folder */
  dataDir: string;
  /**
   * host names it answers besides localhost and IP addresses (`--allow-host`; `.example.net`:
   * with its subdomains); the `host` it listens on is one of them
   */
  allowedHosts?: readonly string[];
  /**
   * the URL controls to apply on start (`mockReset=1&mockScenario=large&mockClock=%2B31d`, see
   * mocks/controls/parseMockQuery.ts): the command line's --reset, --scenario, --clock ...
   */
  controls?: string;
  /**
   * one proxy in front (nginx): the client is the last address of X-Forwarded-For, not the
   * connection's peer (`--trust-proxy`; clientAddress.ts)
   */
  trustProxy?: boolean;
}

export interface RunningMockServer {
  /** http://host:port, the port the server got (port 0 picks a free one) */
  url: string;
  port: number;
  /** Stops taking requests, lets the ones in flight finish and their writes land. */
  close(): Promise<void>;
}

const json = (status: number, body: object) => Response.json(body, { status });

export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const release = await claimDataDir(options.dataDir);
  const lock = processLock();
  installServerStorage({ backend: fileBackend(options.dataDir), lock });
  installCookieJar(requestCookieJar);
  await loadDb();
  if (options.controls) await applyMockQuery(options.controls);

  const api = apiDispatcher(handlers);
  const answer = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === CONTROLS_PATH || pathname.startsWith(`${CONTROLS_PATH}/`))
      return controlResponse(request);
    if (pathname === '/api' || pathname.startsWith('/api/')) return api(request, pathname);
    return json(404, { code: 404, message: 'Not Found' });
  };

  const allowedHosts = [...(options.allowedHosts ?? []), options.host ?? 'localhost'];
  async function handle(req: IncomingMessage, res: ServerResponse) {
    const refused = refusal(req, allowedHosts, CONTROLS_PATH);
    if (refused) return sendResponse(res, refused);
    try {
      const request = await toFetchRequest(req);
      const { result, setCookie } = await withSessionCookie(
        req.headers.cookie,
        () => answer(request),
        clientAddress(req, options.trustProxy),
      );
      await sendResponse(res, result, setCookie ? { 'set-cookie': setCookie } : {});
    } catch (e) {
      if (e instanceof BodyTooLarge)
        return sendResponse(res, json(413, { code: 413, message: 'Request Entity Too Large' }));
      console.error('[mock] request failed', e);
      if (!res.headersSent)
        await sendResponse(res, json(500, { message: 'Internal Server Error' }));
      else res.destroy();
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
    });
  } catch (e) {
    // a port in use: the store and the folder go back as they were
    installServerStorage(null);
    installCookieJar(null);
    await release();
    throw e;
  }
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  return {
    url: `http://${host}:${port}`,
    port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closed;
      // waits for the requests still running; the last write lands before the folder is let go
      await inTransaction(true, async () => {});
      installServerStorage(null);
      installCookieJar(null);
      await release();
    },
  };
}
