/**
 * The main pages' budgets of the bundle check (scripts/check-bundle.mjs), for the build for a
 * real server: the gzipped JavaScript each fetches until the network is idle and the files it
 * comes in (the chunks, the lazy pieces drawn at once, index.html's classic scripts), as
 * bundleModel.mjs counts them. They keep the route-level chunks (scripts/routeChunks.ts) from
 * sliding back: the pages of `npm run bench -- pages` loaded 48 to 92 files before, most under
 * 2 kB. Set at the figures of their change plus about 2 % and two files (docs/performance.md),
 * then lowered by what the dialogs, the bell's panel and the phone's menu, loaded when opened,
 * took off (src/shared/ui/onDemand.tsx), and antd Result's illustrations (scripts/antdLite.ts).
 * Files: at most two more than each page fetched once @rc-component/virtual-list's test chunk
 * left (scripts/chunkGroups.ts), where that is fewer than before. Every other page is held to
 * the most files any main page may fetch.
 */
import { networkIdleFiles } from './bundleModel.mjs';

const page = (name) => `src/features/${name}.tsx`;

/** page module -> [gzip kB, files] until the network is idle */
export const PAGE_BUDGETS = {
  [page('dashboard/pages/DashboardPage')]: [690, 32],
  [page('results/pages/ResultsPage')]: [442, 27],
  [page('results/pages/ResultDetailPage')]: [456, 30],
  [page('analyses/pages/AnalysesListPage')]: [441, 27],
  [page('analyses/pages/AnalysisDetailPage')]: [809, 38],
  [page('shares/pages/SharePage')]: [797, 34],
  [page('admin/pages/AdminDashboardPage')]: [355, 22],
  [page('monitoring/pages/MonitoringPage')]: [780, 33],
  [page('parameters/pages/ManageParametersPage')]: [394, 27],
};

/** The budget of files of a page no main page names. */
export const OTHER_PAGE_FILES = Math.max(...Object.values(PAGE_BUDGETS).map(([, files]) => files));

/**
 * What a page fetches until the network is idle: gzip bytes and files, index.html's classic
 * scripts (`html`: their files and gzip bytes) included.
 */
export function pageLoad(build, module, html) {
  const files = networkIdleFiles(build, module);
  return {
    bytes: files.reduce((sum, c) => sum + c.gzip, 0) + html.bytes,
    files: files.length + html.files.length,
  };
}

/** The problems of `pages` against their budgets. */
export function pageBudgetProblems(build, pages, html) {
  const problems = [];
  for (const module of Object.keys(PAGE_BUDGETS))
    if (!pages.includes(module)) problems.push(`no chunk holds ${module}: update PAGE_BUDGETS`);
  for (const module of pages) {
    const { bytes, files } = pageLoad(build, module, html);
    const [kbBudget, filesBudget] = PAGE_BUDGETS[module] ?? [Infinity, OTHER_PAGE_FILES];
    if (bytes / 1024 > kbBudget)
      problems.push(`${module} fetches ${(bytes / 1024).toFixed(1)} kB, over its ${kbBudget} kB`);
    if (files > filesBudget)
      problems.push(`${module} fetches ${files} files, over its ${filesBudget}`);
  }
  return problems;
}
