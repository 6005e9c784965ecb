/**
 * What the production configuration tells browsers and crawlers, asked without a browser:
 * - the TLS host (tlsHost.ts), given a certificate as a host gives it: HTTPS with HTTP/2
 *   (node's HTTP/2 client, trusting that certificate alone: ALPN must settle on h2), the app, its
 *   files and the API over one connection, HSTS; its plain port sends every address on to HTTPS;
 *   and, in Chromium, the early reads: a stored user's session is asked for by the first HTML's
 *   hint script and the app takes those answers over (src/api/earlyReads.ts), over HTTP/2 only;
 * - search engines, on the main host: a real /robots.txt (text) keeping crawlers off the share
 *   views, the phone app's pages and the e-mails' token links; the share views answered with
 *   `X-Robots-Tag: noindex` (the app adds a robots meta tag: SharePages.test.tsx), no other page;
 *   a description in the HTML every page starts from.
 */
import { connect, constants, type ClientHttp2Session } from 'node:http2';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SEEDED_SHARES } from '../../mocks/db/seedData/shares';
import { closeBrowser, launchBrowser } from '../e2e/browser';
import { PASSWORD } from './session';
import { BASE, TLS_HOST, TLS_PLAIN, TLS_PORT } from './servers';

const { HTTP2_HEADER_PATH, HTTP2_HEADER_STATUS } = constants;

afterAll(closeBrowser);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET on an HTTP/2 session. */
function get(session: ClientHttp2Session, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ [HTTP2_HEADER_PATH]: path });
    let headers: Answer['headers'] = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (h) => (headers = h));
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () =>
      resolve({ status: Number(headers[HTTP2_HEADER_STATUS]), headers, body }),
    );
    stream.on('error', reject);
  });
}

describe('a host that gives nginx its certificate (TLS_CERTIFICATE, TLS_CERTIFICATE_KEY)', () => {
  let session: ClientHttp2Session;
  beforeAll(async () => {
    // node's client offers only h2 by ALPN; alpnProtocol below is what nginx chose
    session = connect(TLS_HOST, { ca: inject('tlsCertificate') });
    await new Promise((resolve, reject) => {
      session.once('connect', resolve);
      session.once('error', reject);
    });
  });
  afterAll(() => void session?.close());

  it('serves the app, its files and the API over HTTP/2 on TLS, with HSTS', async () => {
    expect(session.alpnProtocol).toBe('h2');
    const page = await get(session, '/results/1');
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    // the page's files come over the same connection, side by side
    const files = [...page.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(3);
    const answers = await Promise.all(
      [...files, '/config.js', '/api/faqs'].map((f) => get(session, f)),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.at(-1)!.headers['cache-control']).toBe('no-store');
  });

  /**
   * /results opened on the TLS host by a stored user, with the app's entry file or the hint
   * script held back 600 ms (which of the two runs first is otherwise the network's to decide):
   * the protocol, the session's reads asked (when, from the page's start), when the entry
   * arrived, and the early reads the app has not taken.
   */
  async function openResults(held: 'index' | 'routeHints') {
    const context = await (await launchBrowser()).newContext({ ignoreHTTPSErrors: true });
    try {
      const login = await context.request.post(`${TLS_HOST}/api/login`, {
        data: { email: 'user@example.com', password: PASSWORD },
      });
      expect(login.status()).toBe(200);
      const { userId } = (await login.json()) as { userId: number };
      await context.addInitScript((id) => {
        if (origin !== 'null') localStorage.setItem('userId', String(id));
      }, userId);
      const hold = (name: string) => (held === name ? 600 : 0);
      const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await context.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await wait(hold('index'));
        await route.continue();
      });
      // the hint script as served, telling the test when it has run
      await context.route(/\/assets\/routeHints-[^/]+\.js$/, async (route) => {
        await wait(hold('routeHints'));
        const response = await route.fetch();
        await route.fulfill({ response, body: `${await response.text()};window.hintsRan = true;` });
      });
      const page = await context.newPage();
      await page.goto(`${TLS_HOST}/results`);
      await page.getByRole('table').getByRole('row').nth(1).waitFor();
      await page.waitForFunction(() => 'hintsRan' in window);
      const seen = await page.evaluate(() => {
        const files = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          protocol: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .nextHopProtocol,
          asked: files
            .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime }))
            .filter(({ path }) => /^\/api\/(users\/\d+|parameters\/list)$/.test(path)),
          entry: files.find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))!.responseEnd,
          untaken: Object.keys((window as unknown as Record<string, object>).__earlyReads ?? {}),
        };
      });
      return { userId, ...seen };
    } finally {
      await context.close();
    }
  }

  it("asks for a stored user's session from the first HTML; the app takes the answers over", async () => {
    const { userId, protocol, asked, entry, untaken } = await openResults('index');
    expect(protocol).toBe('h2');
    // each read once, asked before the app's entry had even arrived, and taken by the app
    expect(asked.map((a) => a.path).sort()).toEqual([
      '/api/parameters/list',
      `/api/users/${userId}`,
    ]);
    expect(asked.filter((a) => a.at > entry)).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it('a hint script that runs after the app has asked for the session asks for nothing', async () => {
    const { userId, asked, entry, untaken } = await openResults('routeHints');
    expect(asked.map((a) => a.path).sort()).toEqual([
      '/api/parameters/list',
      `/api/users/${userId}`,
    ]);
    expect(asked.filter((a) => a.at < entry)).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it('sends plain HTTP on to HTTPS, address and query kept', async () => {
    const res = await fetch(`${TLS_PLAIN}/analyses/1?page=2`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`https://127.0.0.1:${TLS_PORT}/analyses/1?page=2`);
  });
});

describe('what search engines are told', () => {
  it('a real robots.txt keeps them off the share views, the phone app pages and token links', async () => {
    const res = await fetch(`${BASE}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    const rules = (await res.text()).split('\n').filter((line) => !line.startsWith('#'));
    expect(rules).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /share/',
        'Disallow: /info/webview/',
        'Disallow: /register/confirm/',
        'Disallow: /confirm/',
        'Disallow: /resetting/reset/',
      ]),
    );
  });

  it('noindex on every share view, from nginx, with the security headers kept; no other page', async () => {
    const shares = [
      `/share/snapshot/analyses/${SEEDED_SHARES.analysisSnapshot}`,
      `/share/snapshot/results/${SEEDED_SHARES.resultSnapshot}`,
      `/share/snapshot/analyses/result/1?share=${SEEDED_SHARES.analysisSnapshot}`,
      `/share/image/${SEEDED_SHARES.resultSnapshot}`,
    ];
    for (const path of shares) {
      const res = await fetch(`${BASE}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    for (const path of ['/login', '/info/faq', '/dashboard', '/robots.txt'])
      expect((await fetch(`${BASE}${path}`)).headers.get('x-robots-tag')).toBeNull();
  });

  it('the HTML every page starts from describes the product', async () => {
    const html = await (await fetch(`${BASE}/login`)).text();
    const description = /<meta\s+name="description"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(description).toMatch(/^Review the pH and nitrate test strips .{40,}/);
  });
});
