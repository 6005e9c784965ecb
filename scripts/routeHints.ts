/**
 * A Vite plugin that lets the first HTML start the downloads of the public entry page a visitor
 * opens (the login, the registration ...), before the app's scripts run. Without it the page's
 * chunks are found only once the entry has downloaded and run: a second wave of requests.
 *
 * The build writes a small script (assets/routeHints-<hash>.js, loaded `async` from the head of
 * index.html: the Content-Security-Policy allows no inline script) holding, per path, the page's
 * chunks that the entry does not already load (the HTML preloads those) and the pictures it
 * shows at once. It adds `<link rel="modulepreload">` (and `preload` for pictures) for the path
 * opened, for visitors only: a stored user is sent on to the signed-in pages.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

export interface RouteHint {
  /** the paths that show the page, exactly (without a trailing slash) */
  paths: string[];
  /** the page's module, relative to the project root */
  page: string;
  /** pictures the page shows at once (public/ paths) */
  images?: string[];
}

export interface RouteHintsOptions {
  pages: RouteHint[];
  /** the localStorage key of a stored user: no hints then */
  storedUserKey: string;
}

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
 * The hint script: `pages` maps a path to its entry of `files`, the files to preload of each
 * page (URLs after `base`).
 */
export function hintScript(
  pages: Record<string, number>,
  files: string[][],
  base: string,
  storedUserKey: string,
): string {
  return `(function () {
  try {
    if (localStorage.getItem(${JSON.stringify(storedUserKey)})) return;
  } catch (e) {}
  var files = ${JSON.stringify(files)}[${JSON.stringify(pages)}[location.pathname.replace(/\\/+$/, '') || '/']] || [];
  for (var i = 0; i < files.length; i++) {
    var link = document.createElement('link');
    if (/\\.js$/.test(files[i])) {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    } else {
      link.rel = 'preload';
      link.as = 'image';
    }
    link.href = ${JSON.stringify(base)} + files[i];
    document.head.appendChild(link);
  }
})();
`;
}

export function routeHints({ pages, storedUserKey }: RouteHintsOptions): Plugin {
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
        const byPath: Record<string, number> = {};
        const files = pages.map(({ paths, page, images = [] }, index) => {
          const file = path.resolve(root, page);
          const chunk = chunks.find((c) => c !== entry && c.moduleIds.includes(file));
          if (!chunk) this.error(`route hints: no chunk holds ${page}`);
          for (const p of paths) byPath[p] = index;
          const own = [...staticClosure(bundle, [chunk.fileName])].filter((f) => !loaded.has(f));
          return [...own, ...images.map((i) => i.replace(/^\//, ''))];
        });
        const source = hintScript(byPath, files, base, storedUserKey);
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
