/** The route hint script: which files the first HTML starts loading, by path and by who opens it. */
import { hintScript, pathPattern } from './routeHints';

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
});
