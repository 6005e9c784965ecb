/**
 * What the page benchmarks build and start, each in a temporary folder: the app for a real
 * server (`vite build --mode production`), the floor app (scripts/bench/floor: the least a login
 * on this stack downloads) and the mock's HTTP server (scripts/mock-server.config.ts) on a fresh
 * data folder, which the app's static server passes /api to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { serveDist, type AnyRequest, type AnyResponse, type StaticServer } from './browser';

/**
 * Headers of one connection, which HTTP/2 forbids in a response (and its pseudo-headers, ':path'
 * and the like, which an HTTP/1.1 request cannot carry): dropped on the way through the proxy.
 */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade']);
const passable = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Builds with React's production code (Vitest runs with NODE_ENV=test). */
async function productionBuild(run: () => Promise<unknown>) {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await run();
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

const quiet = { logLevel: 'silent' as const };

/** The app as `npm run build` builds it, into `outDir`. */
export const buildApp = (outDir: string) =>
  productionBuild(() =>
    build({ ...quiet, root, mode: 'production', build: { outDir, emptyOutDir: true } }),
  );

/** The floor app (scripts/bench/floor), built by Vite's defaults into `outDir`. */
export const buildFloor = (outDir: string) =>
  productionBuild(() =>
    build({
      ...quiet,
      root: path.join(root, 'scripts/bench/floor'),
      configFile: false,
      plugins: [react()],
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1000 },
    }),
  );

export interface MockServer {
  url: string;
  stop(): Promise<void>;
}

/** Builds the mock's HTTP server into `dir` and starts it on `port` with its data in `dir`. */
export async function startMockServer(dir: string, port: number): Promise<MockServer> {
  await build({
    ...quiet,
    configFile: path.join(root, 'scripts/mock-server.config.ts'),
    build: { outDir: path.join(dir, 'server'), emptyOutDir: true },
  });
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(dir, 'server/main.js'), '--port', String(port), '--data', path.join(dir, 'data')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 300)
      throw new Error(`the mock server did not start:\n${log}`);
    try {
      await fetch(`${url}/__mock`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A handler for serveDist's `api` option: /api requests go to `target` unchanged. */
export function proxyApi(target: string) {
  const { hostname, port } = new URL(target);
  return (req: AnyRequest, res: AnyResponse) => {
    if (!req.url?.startsWith('/api/')) return false;
    const upstream = http.request(
      {
        hostname,
        port,
        path: req.url,
        method: req.method,
        headers: {
          ...passable(req.headers),
          // HTTP/2 names the host ':authority'
          host: req.headers.host ?? String(req.headers[':authority']),
        },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
    return true;
  };
}

/** The app and the floor app of a benchmark run, and the mock server behind both. */
export interface AppAndFloor {
  app: StaticServer;
  floor: StaticServer;
  stop(): Promise<void>;
}

/**
 * Builds the app for a real server and the floor app into `dir` (app/, floor/), starts the mock's
 * HTTP server on a fresh seed (mock/, port + 2) and serves both builds with gzip on `port` and
 * `port + 1`, their /api passed to the mock.
 */
export async function startAppAndFloor(dir: string, port: number): Promise<AppAndFloor> {
  await Promise.all([buildApp(path.join(dir, 'app')), buildFloor(path.join(dir, 'floor'))]);
  const mock = await startMockServer(path.join(dir, 'mock'), port + 2);
  const [app, floor] = await Promise.all([
    serveDist(path.join(dir, 'app'), { port, api: proxyApi(mock.url) }),
    serveDist(path.join(dir, 'floor'), { port: port + 1, api: proxyApi(mock.url) }),
  ]);
  return {
    app,
    floor,
    stop: async () => {
      await Promise.all([app.close(), floor.close(), mock.stop()]);
    },
  };
}
