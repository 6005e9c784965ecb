/**
 * The bundle check of `npm run build` (and of the demo build): prints what each screen downloads
 * and fails when
 * - a build for a real server contains mock code (msw, faker, the service worker, the captcha's
 *   data-code hook);
 * - the login page fetches more than its budget of gzipped JavaScript until the network is idle;
 * - a main page (the benchmark's) fetches more gzipped JavaScript or more files until the
 *   network is idle than its budget, or any other page more files than a main page may
 *   (scripts/pageBudgets.mjs);
 * - a chunk of a build for a real server is over the budget of one chunk (gzip);
 * - the dashboard's first paint needs the charting library (the chart fills in when its chunk
 *   arrives);
 * - the charting library, the map library, exceljs, the admin area (the features admin,
 *   parameters, broadcasts, help and monitoring), the rich-text editor or the mock sit in the
 *   chunks every page loads (they must stay lazy);
 * - antd's DatePicker or Tree sit in the chunk of antd's Table (a list's first paint does
 *   without them), or a dialog a click opens or antd Result's pictures in a page's first paint;
 * - error reporting (Sentry) or analytics (web-vitals) are among the login's files (a host that
 *   turns them on loads them after the page is usable), or in the demo build at all (it never
 *   reports); their size is printed.
 *
 * What a screen fetches, read from the chunk graph that scripts/bundleGraph.ts writes during the
 * build (static imports are followed chunk by chunk):
 * - first paint: the entry, the page's route chunk (plus the signed-in shell for every page
 *   outside the auth screens) and everything they import statically;
 * - until the network is idle: that, the lazy pieces the screen renders at once
 *   (RENDERED_AT_ONCE: a lazy import is otherwise loaded on a click or a failure) and
 *   index.html's classic scripts (the route hints of scripts/routeHints.ts and the host's
 *   settings, config.js). `npm run bench` measures the login and the main pages in Chromium
 *   and prints any file fetched that this model does not name, or named and not fetched.
 *
 *   node scripts/check-bundle.mjs dist          # production build
 *   node scripts/check-bundle.mjs dist-demo --demo
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { LOGIN_PAGE, networkIdleFiles, readBuild } from './bundleModel.mjs';
import { pageBudgetProblems, pageLoad } from './pageBudgets.mjs';

const dir = process.argv[2] ?? 'dist';
const demo = process.argv.includes('--demo');
const build = readBuild(dir);
const { chunks, entry, closure, pageChunk, firstPaint, htmlScripts } = build;
const problems = [];
// kB here are 1024 bytes of gzip (zlib's default level, as `gzip -c`)
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * gzip kB the login may fetch until the network is idle. Beyond the floor app of `npm run bench`
 * (React, the router, RTK Query and antd's Form: 215 kB) it carries the app's own code every
 * page starts with (the routes of every area, the session's start with its parts of the API
 * client, the shells) and antd's ConfigProvider, Checkbox and Alert (docs/performance.md).
 */
const LOGIN_BUDGET_KB = 235;
/** gzip kB of one chunk (the largest is the charting chunk, ChartImpl). */
const CHUNK_BUDGET_KB = 200;

const LAZY_ONLY = [
  ['the charting library', /node_modules\/@antv\//],
  ['the map library', /node_modules\/ol\//],
  ['exceljs', /node_modules\/exceljs\//],
  // the admin screens' features; their route declarations (routes.tsx) are part of the app's
  // route table
  [
    'the admin area',
    /^src\/features\/(admin|parameters|broadcasts|help|monitoring)\/(?!routes\.tsx$)/,
  ],
  ['the mock', /^mocks\/|node_modules\/(msw|@faker-js)\//],
  // the admin screens' editors (rich text, citation)
  ['the rich-text editor', /^src\/shared\/ui\/RichTextEditor\/|node_modules\/@tiptap\//],
];

const size = (list) => list.reduce((sum, c) => sum + c.gzip, 0);
const holding = (list, pattern) =>
  list.filter((c) => Object.keys(c.modules).some((m) => pattern.test(m)));
const htmlScriptBytes = htmlScripts.reduce(
  (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length,
  0,
);

// 1. mock code in a build for a real server
if (!demo) {
  const forbidden = [
    /mockServiceWorker|mockApiWorker/,
    /\bsetupWorker\b/,
    /@faker-js|fakerEN|faker\.seed/,
    /msw\/browser|\[MSW\]/,
    /data-code/,
  ];
  for (const c of chunks) {
    const src = fs.readFileSync(path.join(dir, c.file), 'utf8');
    for (const re of forbidden)
      if (re.test(src)) problems.push(`${c.file} contains ${re} (mock code)`);
  }
  for (const file of ['mockServiceWorker.js', 'mockApiWorker.js'])
    if (fs.existsSync(path.join(dir, file)))
      problems.push(`${file} was copied into the production build`);
}

// 2. what every page downloads
const pages = chunks
  .flatMap((c) =>
    Object.keys(c.modules).filter((m) => /^src\/features\/.*\/pages\/\w+Page\.tsx$/.test(m)),
  )
  .sort();
const html = { files: htmlScripts, bytes: htmlScriptBytes };
console.log('Gzipped JavaScript of each screen: first paint | until the network is idle (files):');
for (const page of pages) {
  const idle = pageLoad(build, page, html);
  console.log(
    `${kb(size(firstPaint(page))).padStart(10)} |${kb(idle.bytes).padStart(10)} (${idle.files})  ${page}`,
  );
}
const entryLoad = closure([entry.file]);
console.log(`${kb(size(entryLoad)).padStart(10)}  (entry alone)`);
console.log(`${kb(size(chunks)).padStart(10)}  all JavaScript (${chunks.length} chunks)`);

// 3. budgets: the main pages' bytes and files (the real-server build's), every chunk's bytes, the
// login's
if (!demo) problems.push(...pageBudgetProblems(build, pages, html));
const loginFiles = networkIdleFiles(build, LOGIN_PAGE);
const loginKb = (size(loginFiles) + htmlScriptBytes) / 1024;
const files = `${loginFiles.length + htmlScripts.length} files`;
// the budget holds for the real-server build; the demo build's login also carries the mock's
// bootstrap, so there the figure is only printed
console.log(
  demo
    ? `login until the network is idle (demo build, not budgeted): ${loginKb.toFixed(1)} kB in ${files}`
    : `login until the network is idle: ${loginKb.toFixed(1)} kB in ${files}, budget ${LOGIN_BUDGET_KB} kB` +
        (loginKb > LOGIN_BUDGET_KB ? '  OVER BUDGET' : '  ok'),
);
if (!demo && loginKb > LOGIN_BUDGET_KB)
  problems.push(
    `the login page fetches ${loginKb.toFixed(1)} kB, over its ${LOGIN_BUDGET_KB} kB budget`,
  );
// the per-chunk budget holds for what users download; the demo build adds the mock, whose
// spreadsheet library (exceljs, one prebuilt file) is printed only
const largest = [...chunks].sort((a, b) => b.gzip - a.gzip)[0];
console.log(
  demo
    ? `largest chunk (demo build, not budgeted): ${largest.file} ${kb(largest.gzip)}`
    : `largest chunk: ${largest.file} ${kb(largest.gzip)}, budget ${CHUNK_BUDGET_KB} kB per chunk`,
);
if (!demo)
  for (const c of chunks)
    if (c.gzip / 1024 > CHUNK_BUDGET_KB)
      problems.push(`${c.file} is ${kb(c.gzip)}, over the ${CHUNK_BUDGET_KB} kB of one chunk`);

const dashboard = closure([
  entry.file,
  pageChunk('src/features/dashboard/pages/DashboardPage.tsx').file,
]);
const dashboardCharts = holding(dashboard, LAZY_ONLY[0][1]);
console.log(
  `dashboard first paint without the charting library: ${dashboardCharts.length ? 'NO' : 'ok'}`,
);
if (dashboardCharts.length)
  problems.push(
    `the dashboard's first paint loads the charting library (${dashboardCharts.map((c) => c.file).join(', ')})`,
  );

for (const [what, pattern] of LAZY_ONLY) {
  if (demo && what === 'the mock') continue; // the demo starts its mock before the app renders
  const found = holding(entryLoad, pattern);
  if (found.length)
    problems.push(
      `${what} is in the chunks every page loads: ${found.map((c) => c.file).join(', ')}`,
    );
}
// a renamed admin folder would let its screens slip past the check above unnoticed
for (const what of ['the admin area', 'the rich-text editor']) {
  const pattern = new Map(LAZY_ONLY).get(what);
  if (!holding(chunks, pattern).length)
    problems.push(`no chunk holds ${what}: update its pattern in scripts/check-bundle.mjs`);
}
// a list's first paint does without antd's date picker (it loads when a date filter opens) and
// Tree (antd Table's tree column filter, never shown: see scripts/antdLite.ts)
const TABLE = /node_modules\/antd\/es\/table\/InternalTable\.js/;
// (the tree's selection helpers stay: antd's row selection uses them)
const NOT_WITH_TABLE =
  /node_modules\/(antd\/es\/(date-picker|tree)\/|@rc-component\/(picker\/|tree\/es\/(Tree|TreeNode)\.js))/;
for (const c of holding(chunks, TABLE))
  if (holding([c], NOT_WITH_TABLE).length)
    problems.push(
      `${c.file} holds antd's Table with its DatePicker or Tree: they must load lazily`,
    );
if (!holding(chunks, TABLE).length)
  problems.push(`no chunk holds antd's Table: update its pattern in scripts/check-bundle.mjs`);
/** What `pattern` matches stays out of `files` (`where`), and some chunk holds it. */
const keepOut = (files, pattern, what, where) => {
  const found = holding(files, pattern);
  if (found.length)
    problems.push(`${where} fetches ${what} (${found.map((c) => c.file).join(', ')}): lazy only`);
  if (!holding(chunks, pattern).length)
    problems.push(`no chunk holds ${what}: update its pattern in scripts/check-bundle.mjs`);
};
// what a click opens loads with it (src/shared/ui/onDemand.tsx), and antd Result's pictures with
// the not-found page (scripts/antdLite.ts): none of it is in these pages' first paint
const ON_DEMAND = [
  ['results/pages/ResultsPage', /\/(FilterModal|ColumnManagerModal|CreateAnalysisModal)\.tsx$/],
  ['results/pages/ResultsPage', /antd\/es\/result\/(noFound|serverError|unauthorized)\.js$/],
  ['results/pages/ResultsPage', /\/(components\/NotificationPanel|layout\/MobileMenu)\.tsx$/],
  ['dashboard/pages/DashboardPage', /(Package|WhatsNew|AllAchievements)Dialog\.tsx$|\/dompurify\//],
];
for (const [page, pattern] of ON_DEMAND)
  keepOut(firstPaint(`src/features/${page}.tsx`), pattern, pattern.source, `${page}'s first paint`);
// the login shows no popup: antd's Tooltip and its popup machinery (@rc-component/trigger) stay
// out of its files (the form labels' tooltip is lazy, ConfigProvider's tooltip.unique left out:
// scripts/antdLite.ts)
keepOut(
  loginFiles,
  /node_modules\/(antd\/es\/tooltip\/index\.js|@rc-component\/trigger\/)/,
  "antd's Tooltip or its popup machinery",
  'the login',
);

// error reporting and analytics: lazy chunks that only a host's settings (/config.js) load,
// once the page is usable; what they add for such a host is printed
const MONITORING = [
  ['error reporting (Sentry)', /node_modules\/@sentry\//],
  ['analytics (web-vitals)', /node_modules\/web-vitals\//],
];
for (const [what, pattern] of MONITORING) {
  const held = holding(chunks, pattern);
  if (demo) {
    if (held.length) problems.push(`the demo build holds ${what}: it never reports`);
    continue;
  }
  keepOut(loginFiles, pattern, what, 'the login');
  const added = closure(held.map((c) => c.file)).filter((c) => !entryLoad.includes(c));
  console.log(
    `${what}, loaded after the page is usable where the host turns it on: ${kb(size(added))}`,
  );
}

if (demo) {
  const mockInEntry = holding([entry], LAZY_ONLY[4][1]);
  if (mockInEntry.length) problems.push('the mock is in the entry chunk; it must load lazily');
}

if (problems.length) {
  for (const p of problems) console.error(`bundle check: ${p}`);
  process.exit(1);
}
console.log(
  demo
    ? 'demo bundle: heavy parts stay lazy'
    : 'production bundle: no mock code, within budget, heavy parts lazy',
);
