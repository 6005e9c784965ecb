/**
 * The bundle check of `npm run build` (and of the demo build): prints what each screen downloads
 * before its first paint and fails when
 * - a build for a real server contains mock code (msw, faker, the service worker, the captcha's
 *   data-code hook);
 * - the login page's first load is over its budget of 265 kB of gzipped JavaScript;
 * - the dashboard's first paint needs the charting library (the chart fills in when its chunk
 *   arrives);
 * - the charting library, the map library, exceljs, the admin area (the features admin,
 *   parameters, broadcasts, help and monitoring), the rich-text editor or the mock sit in the
 *   chunks every page loads (they must stay lazy).
 * "First load" of a page = the entry chunk, the page's route chunk (plus the signed-in shell for
 * every page outside the auth screens) and everything they import statically, read from the
 * chunk graph that scripts/bundleGraph.ts writes during the build.
 *
 *   node scripts/check-bundle.mjs dist          # production build
 *   node scripts/check-bundle.mjs dist-demo --demo
 */
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist';
const demo = process.argv.includes('--demo');
const graphFile = path.join('node_modules/.cache/bundle-graph', `${path.basename(dir)}.json`);
const chunks = JSON.parse(fs.readFileSync(graphFile, 'utf8'));
const byFile = new Map(chunks.map((c) => [c.file, c]));
const problems = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const LOGIN_BUDGET_KB = 265;
const LAZY_ONLY = [
  ['the charting library', /node_modules\/(@ant-design\/charts|@antv)\//],
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

/** Every chunk a set of chunks pulls in through static imports. */
function closure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length) {
    const f = stack.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...byFile.get(f).imports);
  }
  return [...seen].map((f) => byFile.get(f));
}
const size = (list) => list.reduce((sum, c) => sum + c.gzip, 0);
const holding = (list, pattern) =>
  list.filter((c) => Object.keys(c.modules).some((m) => pattern.test(m)));

const entry = chunks.find((c) => c.isEntry);
const pageChunk = (page) =>
  chunks.find((c) => c !== entry && Object.keys(c.modules).some((m) => m.endsWith(page)));
const shell = pageChunk('src/app/SignedInShell.tsx');
/** The chunks a page needs before its first paint. */
const firstLoad = (page) =>
  closure([
    entry.file,
    pageChunk(page).file,
    ...(page.includes('/features/auth/') || !shell ? [] : [shell.file]),
  ]);

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

// 2. what every page downloads first
const pages = chunks
  .flatMap((c) =>
    Object.keys(c.modules).filter((m) => /^src\/features\/.*\/pages\/\w+Page\.tsx$/.test(m)),
  )
  .sort();
console.log('First load of each screen (gzipped JavaScript before its first paint):');
for (const page of pages) {
  const list = firstLoad(page);
  console.log(`${kb(size(list)).padStart(10)}  ${page}`);
}
const entryLoad = closure([entry.file]);
console.log(`${kb(size(entryLoad)).padStart(10)}  (entry alone)`);
console.log(`${kb(size(chunks)).padStart(10)}  all JavaScript (${chunks.length} chunks)`);

// 3. budgets
const login = firstLoad('src/features/auth/pages/LoginPage.tsx');
const loginKb = size(login) / 1024;
// the budget holds for the real-server build; the demo build's login also carries the mock's
// bootstrap, so there the figure is only printed
console.log(
  demo
    ? `login (demo build, not budgeted): ${loginKb.toFixed(1)} kB`
    : `login budget: ${loginKb.toFixed(1)} kB of ${LOGIN_BUDGET_KB} kB` +
        (loginKb > LOGIN_BUDGET_KB ? '  OVER BUDGET' : '  ok'),
);
if (!demo && loginKb > LOGIN_BUDGET_KB)
  problems.push(
    `the login page loads ${loginKb.toFixed(1)} kB, over its ${LOGIN_BUDGET_KB} kB budget`,
  );

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
