/**
 * The main pages of issue 45 that the page benchmarks open (scripts/bench/pages.bench.ts and
 * lighthouse.bench.ts): who opens each, the page module the bundle check counts for it, and what
 * must be on it for its main content to be there. The shares are the mock's seeded links
 * (mocks/db/seedData/shares.ts), valid on a fresh seed.
 */
import { SEEDED_SHARES } from '../../mocks/db/seedData/shares';

export type Role = 'user' | 'admin' | null;

export interface MainPage {
  path: string;
  /** who opens it: a signed-in user, the admin or a visitor (null) */
  role: Role;
  /** the page module the bundle check counts for it */
  module: string;
  /** what must be on the page for its main content to be there */
  ready: string[];
}

const ROWS = 'tbody tr[data-row-key]';
const CHART = '[data-testid][aria-busy="false"]';
const page = (name: string) => `src/features/${name}.tsx`;

export const MAIN_PAGES: MainPage[] = [
  { path: '/login', role: null, module: page('auth/pages/LoginPage'), ready: ['form button'] },
  {
    path: '/dashboard',
    role: 'user',
    module: page('dashboard/pages/DashboardPage'),
    ready: [CHART, '.ant-progress', ROWS],
  },
  { path: '/results', role: 'user', module: page('results/pages/ResultsPage'), ready: [ROWS] },
  {
    path: '/results/1',
    role: 'user',
    module: page('results/pages/ResultDetailPage'),
    ready: ['.ant-descriptions', 'main img'],
  },
  {
    path: '/analyses',
    role: 'user',
    module: page('analyses/pages/AnalysesListPage'),
    ready: [ROWS],
  },
  {
    path: '/analyses/1',
    role: 'user',
    module: page('analyses/pages/AnalysisDetailPage'),
    ready: [CHART, ROWS],
  },
  {
    path: `/share/snapshot/analyses/${SEEDED_SHARES.analysisSnapshot}`,
    role: null,
    module: page('shares/pages/SharePage'),
    ready: [CHART, ROWS],
  },
  {
    path: `/share/dynamic/analyses/${SEEDED_SHARES.analysisDynamic}`,
    role: null,
    module: page('shares/pages/SharePage'),
    ready: [ROWS],
  },
  {
    path: `/share/snapshot/results/${SEEDED_SHARES.resultSnapshot}`,
    role: null,
    module: page('shares/pages/SharePage'),
    ready: ['.ant-descriptions'],
  },
  {
    path: '/admin/dashboard',
    role: 'admin',
    module: page('admin/pages/AdminDashboardPage'),
    ready: ['.ant-statistic'],
  },
  {
    path: '/admin/statistics',
    role: 'admin',
    module: page('monitoring/pages/MonitoringPage'),
    ready: [CHART, ROWS],
  },
  {
    path: '/admin/manageParameters',
    role: 'admin',
    module: page('parameters/pages/ManageParametersPage'),
    ready: ['.ant-card-actions'],
  },
];

/** MAIN_PAGES, or those whose path holds one of BENCH_PAGES' words (comma-separated). */
export function wantedPages(): MainPage[] {
  const wanted = process.env.BENCH_PAGES?.split(',');
  return MAIN_PAGES.filter((p) => !wanted || wanted.some((w) => p.path.includes(w)));
}

/** The path as printed: a share's id shortened. */
export const shortPath = (path: string) => path.replace(/[0-9a-f]{32}/, '…');
