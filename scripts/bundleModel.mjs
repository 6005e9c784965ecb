/**
 * What a screen of a build fetches, from the chunk graph scripts/bundleGraph.ts writes during the
 * build (node_modules/.cache/bundle-graph/<outDir name>.json) and the gzip size of the files
 * written: scripts/check-bundle.mjs prints and budgets it, `npm run bench` compares it with what
 * Chromium fetches.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const LOGIN_PAGE = 'src/features/auth/pages/LoginPage.tsx';

/**
 * The lazy pieces a component renders as soon as it shows (with data: a chart or a map), so a
 * screen holding the component fetches them before the network is idle. Every other lazy import
 * waits for a click or a failure (dialogs, the login's reminders, the support form, a notice's
 * notification code). [component module, lazy module it renders at once].
 */
export const RENDERED_AT_ONCE = [
  // a signed-in user: the idle-session watcher (rendered for every ready session)
  ['src/app/SignedInShell.tsx', 'src/features/auth/idle/IdleSessionWatcher.tsx'],
  ['src/shared/ui/ChartCard/ChartCard.tsx', 'src/shared/ui/ChartCard/ChartImpl.tsx'],
  ['src/shared/ui/ChartCard/StackedBarChart.tsx', 'src/shared/ui/ChartCard/ChartImpl.tsx'],
  ['src/shared/ui/ChartCard/SeriesCharts.tsx', 'src/shared/ui/ChartCard/ChartImpl.tsx'],
  ['src/shared/ui/MapView/MapView.tsx', 'src/shared/ui/MapView/MapImpl.tsx'],
  ['src/shared/ui/MapView/CountryMap.tsx', 'src/shared/ui/MapView/CountryMapImpl.tsx'],
];

export function readBuild(dir) {
  const graphFile = path.join('node_modules/.cache/bundle-graph', `${path.basename(dir)}.json`);
  // the sizes of the files as written: Vite completes the entry (the lists of what each lazy
  // import preloads) after the graph was taken
  // (a chunk of styles only has no JavaScript file: Vite drops it after the graph was taken)
  const chunks = JSON.parse(fs.readFileSync(graphFile, 'utf8'))
    .filter((c) => fs.existsSync(path.join(dir, c.file)))
    .map((c) => ({
      ...c,
      gzip: zlib.gzipSync(fs.readFileSync(path.join(dir, c.file))).length,
    }));
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const entry = chunks.find((c) => c.isEntry);
  /** Every chunk a set of chunks pulls in through static imports. */
  const closure = (files) => {
    const seen = new Set();
    const stack = [...files];
    while (stack.length) {
      const f = stack.pop();
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...(byFile.get(f)?.imports ?? []));
    }
    return [...seen].map((f) => byFile.get(f)).filter(Boolean);
  };
  const holder = (module) =>
    chunks.find((c) => c !== entry && Object.keys(c.modules).some((m) => m.endsWith(module)));
  const pageChunk = (page) => holder(page);
  const shell = holder('src/app/SignedInShell.tsx');
  /** The chunks a page needs before its first paint. */
  const firstPaint = (page) =>
    closure([
      entry.file,
      pageChunk(page).file,
      ...(page.includes('/features/auth/') || !shell ? [] : [shell.file]),
    ]);
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  /**
   * The classic scripts index.html loads beside the module graph, on every page: the route hint
   * script (scripts/routeHints.ts) and the host's settings (/config.js, public/config.js).
   */
  const htmlScripts = [
    ...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/?([^"]+\.js)"/g),
  ]
    .map((m) => m[1])
    .filter((file) => fs.existsSync(path.join(dir, file)));
  return { chunks, byFile, entry, closure, holder, pageChunk, firstPaint, htmlScripts };
}

/** The chunks a page fetches until the network is idle (index.html's classic scripts aside). */
export function networkIdleFiles(build, page) {
  const files = build.firstPaint(page);
  const modules = new Set(files.flatMap((c) => Object.keys(c.modules)));
  const lazy = RENDERED_AT_ONCE.filter(([component]) => modules.has(component)).map(
    ([, piece]) => build.holder(piece).file,
  );
  return build.closure([...files.map((c) => c.file), ...lazy]);
}
