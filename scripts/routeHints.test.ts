/**
 * The route hint script: which files the first HTML starts loading, by path and by who opens it;
 * in a build for a real server, a stored user's session reads first (over HTTP/2 only).
 */
import { hintScript, pathPattern, type EarlyReadsHint } from './routeHints';

const script = hintScript(
  [
    [pathPattern('/login'), 'visitor', 0],
    [pathPattern('/results/:id'), 'user', 1],
    [pathPattern('/share/:type/:resource/:id'), 'anyone', 2],
  ],
  [['login.js', 'promo.svg'], ['result.js', 'shared.js'], ['share.js', 'shared.js'], ['shell.js']],
  3,
  '/',
  'userId',
);

/** The links the script adds for `path`, with or without a stored user. */
function hints(path: string, storedUser: boolean) {
  const links: { rel: string; href: string; as?: string }[] = [];
  const run = new Function('localStorage', 'location', 'document', script);
  run(
    { getItem: () => (storedUser ? '7' : null) },
    { pathname: path },
    { createElement: () => ({}), head: { appendChild: (l: never) => links.push(l) } },
  );
  return links.map((l) => `${l.rel} ${l.href}`);
}

describe('route hints', () => {
  it("start a visitor's page, and nothing of it for a stored user (sent on)", () => {
    expect(hints('/login/', false)).toEqual(['modulepreload /login.js', 'preload /promo.svg']);
    expect(hints('/login', true)).toEqual([]);
  });

  it("start a signed-in user's page with the shell, for a stored user only", () => {
    expect(hints('/results/12', true)).toEqual([
      'modulepreload /shell.js',
      'modulepreload /result.js',
      'modulepreload /shared.js',
    ]);
    expect(hints('/results/12', false)).toEqual([]);
    expect(hints('/results/12/image', true)).toEqual([]);
  });

  it('start a page anyone opens for both, the shell for a stored user (each file once)', () => {
    const share = '/share/snapshot/analyses/b8a583bf';
    expect(hints(share, false)).toEqual(['modulepreload /share.js', 'modulepreload /shared.js']);
    expect(hints(share, true)).toHaveLength(3);
  });

  it("list a signed-in page's files without the shell's, which it loads anyway", () => {
    const shared = hintScript(
      [
        [pathPattern('/login'), 'visitor', 0],
        [pathPattern('/results'), 'user', 1],
      ],
      [
        ['login.js', 'common.js'],
        ['results.js', 'common.js'],
        ['shell.js', 'common.js'],
      ],
      2,
      '/',
      'userId',
    );
    // names: login.js 0, common.js 1, results.js 2, shell.js 3; the visitor's page keeps common.js
    expect(shared).toContain('var lists = [[0,1],[2],[3,1]];');
  });
});

const EARLY: EarlyReadsHint = {
  global: '__early',
  paths: ['/api/users/{userId}', '/api/parameters/list'],
  credentials: 'include',
  headers: { Pragma: 'no-cache' },
};
const withEarlyReads = hintScript(
  [[pathPattern('/results'), 'user', 0]],
  [['results.js'], ['shell.js']],
  1,
  '/',
  'userId',
  EARLY,
);

/** What the script does, in order, for a stored `id` (or none) over `protocol`. */
function run(id: string | null, protocol: string, appStarted = false) {
  const done: string[] = [];
  const window: Record<string, Record<string, unknown>> = appStarted ? { __early: {} } : {};
  new Function(
    'localStorage',
    'location',
    'document',
    'performance',
    'window',
    'fetch',
    withEarlyReads,
  )(
    { getItem: () => id },
    { pathname: '/results', origin: 'https://dash.example' },
    {
      createElement: () => ({}),
      head: { appendChild: (l: { href: string }) => done.push(`preload ${l.href}`) },
    },
    { getEntriesByType: () => [{ nextHopProtocol: protocol }] },
    window,
    (url: string, init: RequestInit) => {
      done.push(`fetch ${url} ${init.credentials} ${JSON.stringify(init.headers)}`);
      return Promise.resolve('answer');
    },
  );
  return { done, reads: window.__early };
}

describe('early reads', () => {
  it("ask for a stored user's session first, over HTTP/2, and leave the answers by address", async () => {
    const { done, reads } = run('7', 'h2');
    expect(done).toEqual([
      'fetch https://dash.example/api/users/7 include {"Pragma":"no-cache"}',
      'fetch https://dash.example/api/parameters/list include {"Pragma":"no-cache"}',
      'preload /shell.js',
      'preload /results.js',
    ]);
    expect(Object.keys(reads)).toEqual([
      'https://dash.example/api/users/7',
      'https://dash.example/api/parameters/list',
    ]);
    await expect(reads['https://dash.example/api/users/7']).resolves.toBe('answer');
  });

  it('ask for nothing over HTTP/1.1, for a visitor or for a stored id the app would not take', () => {
    expect(run('7', 'http/1.1').reads).toBeUndefined();
    expect(run('7', '').reads).toBeUndefined();
    for (const id of [null, '', '0', '07', '7a', '-3'])
      expect(run(id, 'h2').done.filter((d) => d.startsWith('fetch'))).toEqual([]);
  });

  it('ask for nothing once the app has started and asked itself (the script ran late)', () => {
    const { done, reads } = run('7', 'h2', true);
    expect(done).toEqual(['preload /shell.js', 'preload /results.js']);
    expect(reads).toEqual({});
  });

  it('are not part of a build without them (the mock answers only once the app runs)', () => {
    expect(script).not.toContain('fetch(');
  });
});
