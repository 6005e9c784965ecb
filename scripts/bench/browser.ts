/**
 * What the browser benchmarks share: Debian's Chromium driven by playwright-core, a page with
 * optional CPU and network throttling (Chrome DevTools Protocol), and a static server for a
 * built folder (gzip like a production server, index.html for every unknown path, an optional
 * handler for the API).
 *
 * BENCH_HTTP2=1 serves over HTTP/2 on TLS (a certificate made for the run), as the production
 * nginx serves (scripts/production): the browser then asks for every file on one connection
 * instead of queueing them for HTTP/1.1's six. The default is HTTP/1.1, as `vite preview` serves.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/utils/chromium';

/** Serve over HTTP/2 on TLS (BENCH_HTTP2=1) rather than plain HTTP/1.1. */
export const HTTP2 = process.env.BENCH_HTTP2 === '1';

/** The protocol as the benchmarks print it. */
export const PROTOCOL = HTTP2 ? 'HTTP/2 on TLS' : 'HTTP/1.1';

/**
 * Chromium's flags for a browser the benchmarks start on their own (Lighthouse's): over HTTP/2 it
 * accepts the run's certificate, which no authority vouches for (newPage's contexts say so
 * themselves).
 */
export const BENCH_CHROMIUM_FLAGS = HTTP2
  ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors']
  : CHROMIUM_FLAGS;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

export interface NetworkConditions {
  /** round trip added to every request, ms */
  latency: number;
  /** bytes per second */
  download: number;
  upload: number;
}

/** Chrome DevTools' "Fast 3G" preset. */
export const FAST_3G: NetworkConditions = {
  latency: 562.5,
  download: (1.6 * 1000 * 1000 * 0.9) / 8,
  upload: (750 * 1000 * 0.9) / 8,
};

export interface PageOptions {
  /** CPU slowdown factor (4 = four times slower) */
  cpu?: number;
  network?: NetworkConditions;
  viewport?: { width: number; height: number };
}

/** A page in a fresh context (empty cache), throttled as asked. */
export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  // the HTTP/2 server's certificate is made for the run, so no authority vouches for it
  const context = await browser.newContext({
    viewport: options.viewport,
    ignoreHTTPSErrors: HTTP2,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (options.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
  if (options.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: options.network.latency,
      downloadThroughput: options.network.download,
      uploadThroughput: options.network.upload,
    });
  }
  page.on('close', () => void context.close().catch(() => {}));
  return page;
}

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A request of either protocol (the HTTP/2 server answers HTTP/1.1 too). */
export type AnyRequest = http.IncomingMessage | http2.Http2ServerRequest;
export type AnyResponse = http.ServerResponse | http2.Http2ServerResponse;

let certificate: { key: Buffer; cert: Buffer } | undefined;

/** A self-signed certificate for 127.0.0.1, made once per run with openssl. */
function selfSigned() {
  if (!certificate) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'));
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    const request = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=127.0.0.1'.split(' ');
    execFileSync('openssl', [...request, '-keyout', key, '-out', cert], { stdio: 'ignore' });
    certificate = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return certificate;
}

/**
 * Serves `dir` on 127.0.0.1 (a free port unless given), over HTTP/2 on TLS with BENCH_HTTP2=1.
 * `api` answers the requests it wants (returns true when it did), before any file is looked up.
 */
export async function serveDist(
  dir: string,
  options: {
    port?: number;
    api?: (req: AnyRequest, res: AnyResponse) => boolean;
  } = {},
): Promise<StaticServer> {
  const root = path.resolve(dir);
  const gzipped = new Map<string, Buffer>();
  const handle = (req: AnyRequest, res: AnyResponse) => {
    if (options.api?.(req, res)) return;
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(root, path.normalize(pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      file = path.join(root, 'index.html');
    let body = gzipped.get(file);
    if (!body) {
      body = zlib.gzipSync(fs.readFileSync(file));
      gzipped.set(file, body);
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Cache-Control': 'no-cache',
    });
    res.end(body);
  };
  const server = HTTP2
    ? http2.createSecureServer({ ...selfSigned(), allowHTTP1: true }, handle)
    : http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${HTTP2 ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
