/**
 * A Vite plugin that lets the first HTML start the downloads of the page opened, before the
 * app's scripts run. Without it the page's chunks are found only once the entry has downloaded
 * and run: a second wave of requests.
 *
 * The build writes a small script (assets/routeHints-<hash>.js, loaded `async` from the head of
 * index.html: the Content-Security-Policy allows no inline script) holding, per path, the page's
 * chunks that the entry does not already load (the HTML preloads those) and the pictures it
 * shows at once. It adds `<link rel="modulepreload">` (and `preload` for pictures) for the path
 * opened, by who opens it: a visitor's pages (the login, the registration) for a visitor only (a
 * stored user is sent on), a signed-in user's pages with the signed-in shell's chunks for a
 * stored user only (a visitor is sent to the login), and the pages anyone opens (the share
 * views) for both, the shell's chunks for a stored user. In a build for a real server it first
 * asks for a stored user's session (`earlyReads`), which the app's API client then takes over
 * (src/api/earlyReads.ts): its answer no longer waits for the app's scripts to arrive and run.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { minifySync, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface RouteHint {
  /**
   * the paths that show the page (without a trailing slash): exact, or with `:name` segments,
   * which stand for any one segment
   */
  paths: string[];
  /** the page's module, relative to the project root */
  page: string;
  /** pictures the page shows at once (public/ paths) */
  images?: string[];
  /** who opens it: a visitor (default), a signed-in user, or anyone */
  for?: 'visitor' | 'user' | 'anyone';
}

/**
 * The reads the script starts for a stored user before anything else (src/api/earlyReads.ts),
 * made as the app's API client makes them: it takes each answer over instead of asking again.
 */
export interface EarlyReadsHint {
  /** the window property the promises are left in, by absolute address */
  global: string;
  /** the addresses (from the site's root), `{userId}` standing for the stored user's id */
  paths: readonly string[];
  credentials: RequestCredentials;
  headers: Readonly<Record<string, string>>;
}

export interface RouteHintsOptions {
  pages: RouteHint[];
  /** the localStorage key of a stored user */
  storedUserKey: string;
  /** the signed-in shell's module, relative to the project root: loaded for a stored user */
  shell: string;
  /** the reads to start for a stored user (a build for a real server; none with the mock) */
  earlyReads?: EarlyReadsHint;
}

/**
 * The part of the hint script starting the early reads for a stored user (`id`, read before),
 * whose id the app accepts (a whole number above 0), over HTTP/2 or 3 only: on HTTP/1.1's six
 * connections an early read takes a connection from the page's files, the longer wait there.
 * And only before the app has started (it leaves the global then): after, it has asked itself. A
 * failure is the app's to handle when it takes the read (it asks again): caught here, so the
 * page reports no unhandled rejection.
 */
function earlyReadsScript({ global, paths, credentials, headers }: EarlyReadsHint): string {
  return `
  var nav = performance.getEntriesByType('navigation')[0];
  if (/^[1-9]\\d*$/.test(id) && /^h[23]/.test(nav?.nextHopProtocol) && !window[${JSON.stringify(global)}]) {
    var reads = (window[${JSON.stringify(global)}] = {});
    ${JSON.stringify(paths)}.forEach((path) => {
      var url = location.origin + path.replace('{userId}', id);
      var response = fetch(url, { credentials: ${JSON.stringify(credentials)}, headers: ${JSON.stringify(headers)} });
      response.catch(() => {});
      reads[url] = response;
    });
  }`;
}

/** A path of a route hint as a regular expression's source (`:name` is one segment). */
export const pathPattern = (routePath: string) =>
  `^${routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`;

const chunksOf = (bundle: OutputBundle) =>
  Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');

/** Every chunk `start` loads through static imports, itself included. */
function staticClosure(bundle: OutputBundle, start: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') stack.push(...chunk.imports);
  }
  return seen;
}

/**
 * The hint script: `routes` lists, in order, a path pattern (pathPattern), who it is for (in the
 * script by its first letter) and its entry of `lists`, the files to preload (indices into
 * `names`, URLs after `base`); `shell` is the entry of the signed-in shell's files, which a
 * stored user loads with every page of theirs.
 */
export function hintScript(
  routes: [pattern: string, who: 'visitor' | 'user' | 'anyone', list: number][],
  files: string[][],
  shell: number,
  base: string,
  storedUserKey: string,
  earlyReads?: EarlyReadsHint,
): string {
  const names = [...new Set(files.flat())];
  // a signed-in user's page loads the shell's files first: its own list leaves them out
  const userLists = new Set(routes.filter(([, who]) => who === 'user').map(([, , list]) => list));
  const lists = files.map((list, index) =>
    list
      .filter((f) => index === shell || !userLists.has(index) || !files[shell].includes(f))
      .map((f) => names.indexOf(f)),
  );
  return `(function () {
  var id = null;
  try {
    id = localStorage.getItem(${JSON.stringify(storedUserKey)});
  } catch (e) {}
  var user = !!id;${earlyReads ? earlyReadsScript(earlyReads) : ''}
  var names = ${JSON.stringify(names)};
  var lists = ${JSON.stringify(lists)};
  var routes = ${JSON.stringify(routes.map(([pattern, who, list]) => [pattern, who[0], list]))};
  var path = location.pathname.replace(/\\/+$/, '') || '/';
  var wanted = [];
  for (var r = 0; r < routes.length; r++) {
    var who = routes[r][1];
    if (who !== 'a' && (who === 'u') !== user) continue;
    if (!new RegExp(routes[r][0]).test(path)) continue;
    wanted = user ? lists[${shell}].concat(lists[routes[r][2]]) : lists[routes[r][2]];
    break;
  }
  var seen = {};
  for (var i = 0; i < wanted.length; i++) {
    var file = names[wanted[i]];
    if (seen[file]) continue;
    seen[file] = true;
    var link = document.createElement('link');
    if (/\\.js$/.test(file)) {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    } else {
      link.rel = 'preload';
      link.as = 'image';
    }
    link.href = ${JSON.stringify(base)} + file;
    document.head.appendChild(link);
  }
})();
`;
}

export function routeHints({ pages, storedUserKey, shell, earlyReads }: RouteHintsOptions): Plugin {
  let root = process.cwd();
  let base = '/';
  let assetsDir = 'assets';
  return {
    name: 'route-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      assetsDir = config.build.assetsDir;
    },
    generateBundle: {
      // after Vite has written index.html into the bundle
      order: 'post',
      handler(_options, bundle) {
        const chunks = chunksOf(bundle);
        const entry = chunks.find((c) => c.isEntry);
        const html = bundle['index.html'];
        if (!entry || !html || html.type !== 'asset') return;
        const loaded = staticClosure(bundle, [entry.fileName]);
        /** The files of a module's chunk and what it imports, but the entry's. */
        const filesOf = (module: string) => {
          const file = path.resolve(root, module);
          const chunk = chunks.find((c) => c !== entry && c.moduleIds.includes(file));
          if (!chunk) this.error(`route hints: no chunk holds ${module}`);
          return [...staticClosure(bundle, [chunk.fileName])].filter((f) => !loaded.has(f));
        };
        const files = pages.map(({ page, images = [] }) => [
          ...filesOf(page),
          ...images.map((i) => i.replace(/^\//, '')),
        ]);
        const routes = pages.flatMap(({ paths, for: who = 'visitor' }, index) =>
          paths.map((p): [string, typeof who, number] => [pathPattern(p), who, index]),
        );
        files.push(filesOf(shell));
        const script = hintScript(routes, files, files.length - 1, base, storedUserKey, earlyReads);
        // minified as the chunks are: every first page of a visitor or a stored user fetches it
        const { code: source } = minifySync('routeHints.js', script);
        const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
        const fileName = `${assetsDir}/routeHints-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        const tag = `<script async src="${base}${fileName}"></script>`;
        // beside the entry's script, before the files the entry imports
        html.source = String(html.source).replace(
          /(<script type="module"[^>]*><\/script>)/,
          `$1\n    ${tag}`,
        );
      },
    },
  };
}
