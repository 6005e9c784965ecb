/// <reference types="vitest/config" />
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { antdLite } from './scripts/antdLite.ts';
import { bundleGraph } from './scripts/bundleGraph.ts';
import { CHUNK_GROUPS, routeChunksPlugin, SIDE_EFFECT_FREE } from './scripts/chunkGroups.ts';
import { g2Lite } from './scripts/g2Lite.ts';
import { licenses } from './scripts/licenses.ts';
import { mockDefaultSeed } from './scripts/mockSeed.ts';
import { routeHints } from './scripts/routeHints.ts';
import { USER_ID_KEY } from './src/entities/session/storage.ts';
import {
  API_BASE_PATH,
  API_CREDENTIALS,
  API_HEADER,
  EARLY_READS_GLOBAL,
  SESSION_READ_PATHS,
} from './src/api/earlyReads.ts';
import { paths, routePatterns } from './src/shared/config/paths.ts';

/** The mock's service worker: msw's script and the one the app registers (public/mockApiWorker.js). */
/** A signed-in user's page to give route hints for (scripts/routeHints.ts). */
const userPage = (path: string, page: string) => [
  { paths: [path], page: `src/features/${page}.tsx`, for: 'user' as const },
];

const MOCK_WORKER_FILES = ['mockServiceWorker.js', 'mockApiWorker.js'];

/** A build for a real server must not ship the mock's service worker (copied from public/). */
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of MOCK_WORKER_FILES) fs.rmSync(path.join(outDir, file), { force: true });
    },
  };
}

/**
 * Errors G2 (the charting library) raises after a unit test has moved on, from charts nobody
 * sees any more: [message, the G2 module it comes from].
 * 1. A race in its trailing render: a chart told to render again while it renders and then
 *    destroyed (a page that unmounts its chart at once, e.g. after deleting an analysis).
 * 2. A chart fits itself 300 ms after a window resize (debounced), and a chart an earlier test
 *    left behind still listens: when a test resizes the window (SmallScreenNotice) just before
 *    its worker ends, that fit runs after jsdom is gone.
 */
const LATE_CHART_ERRORS: [RegExp, RegExp][] = [
  [
    /Cannot read properties of null \(reading 'bind'\)/,
    /@antv[\\/]g2[\\/](lib|esm)[\\/]api[\\/]runtime/,
  ],
  [/getComputedStyle is not defined/, /@antv[\\/]g2[\\/](lib|esm)[\\/]utils[\\/]size/],
];

/**
 * React Router publishes a build without its development warnings but its package exports
 * always point at the one with them (remix-run/react-router#12532, #14102), so a build takes
 * the production files by path: smaller, and no checks that only print warnings. Dev server and
 * tests keep the warnings.
 */
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(
    new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url),
  ),
}));

/**
 * Modes:
 * - development (`npm run dev`): mock backend on, unless VITE_API_MOCK=false; then /api is proxied
 *   to VITE_API_PROXY (default http://localhost:8000).
 * - demo (`npm run build:demo`): the same app with the mock backend, for static hosting and e2e.
 * - production (`npm run build`): talks to a real server at /api; msw and faker are not bundled.
 */
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const useMock =
    mode === 'test' || mode === 'demo' || (mode === 'development' && env.VITE_API_MOCK !== 'false');
  return {
    plugins: [
      react(),
      g2Lite(),
      antdLite(),
      bundleGraph(),
      routeChunksPlugin,
      licenses(),
      // the pages opened first: a visitor's ('/' sends a visitor to the login), the main pages
      // of a signed-in user (with the signed-in shell) and the share views anyone opens
      routeHints({
        storedUserKey: USER_ID_KEY,
        shell: 'src/app/SignedInShell.tsx',
        // a stored user's session asked for at once (src/api/earlyReads.ts): not with the mock,
        // whose service worker answers only once the app has started it
        earlyReads: useMock
          ? undefined
          : {
              global: EARLY_READS_GLOBAL,
              paths: SESSION_READ_PATHS.map((p) => `${API_BASE_PATH}${p}`),
              credentials: API_CREDENTIALS,
              headers: Object.fromEntries([API_HEADER]),
            },
        pages: [
          {
            paths: [paths.root, paths.login],
            page: 'src/features/auth/pages/LoginPage.tsx',
            // the promotional banner's phone picture: the login's largest content
            images: ['/promo/phone.svg'],
          },
          { paths: [paths.register], page: 'src/features/auth/pages/RegisterPage.tsx' },
          {
            paths: [paths.resettingRequest],
            page: 'src/features/auth/pages/ResetRequestPage.tsx',
          },
          ...userPage(paths.dashboard, 'dashboard/pages/DashboardPage'),
          ...userPage(paths.results, 'results/pages/ResultsPage'),
          ...userPage(routePatterns.resultDetail, 'results/pages/ResultDetailPage'),
          ...userPage(paths.analyses, 'analyses/pages/AnalysesListPage'),
          ...userPage(routePatterns.analysisDetail, 'analyses/pages/AnalysisDetailPage'),
          ...userPage(paths.adminHome, 'admin/pages/AdminDashboardPage'),
          ...userPage(paths.adminMonitoring, 'monitoring/pages/MonitoringPage'),
          ...userPage(paths.adminParameters, 'parameters/pages/ManageParametersPage'),
          {
            paths: [routePatterns.share],
            page: 'src/features/shares/pages/SharePage.tsx',
            for: 'anyone',
          },
        ],
      }),
      ...(useMock ? [mockDefaultSeed()] : [dropMockWorker()]),
    ],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
        { find: '@tests', replacement: fileURLToPath(new URL('./tests', import.meta.url)) },
        ...(command === 'build' ? REACT_ROUTER_PRODUCTION : []),
      ],
    },
    define: { __API_MOCK__: JSON.stringify(useMock) },
    // The dev server pre-bundles what the app's page imports. Left alone, Vite scans every HTML
    // file in the folder, the built ones too (api-docs/, dist-demo/, storybook-static/), and fails
    // on them: only the app's own page is an entry.
    optimizeDeps: { entries: ['index.html'] },
    server: {
      port: 5173,
      proxy: useMock
        ? undefined
        : { '/api': { target: env.VITE_API_PROXY ?? 'http://localhost:8000', changeOrigin: true } },
    },
    build: {
      chunkSizeWarningLimit: 1500,
      sourcemap: false,
      // every browser the app supports preloads modules itself
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // packages that declare no side effects field though their modules have none (see
        // SIDE_EFFECT_FREE in scripts/chunkGroups.ts)
        treeshake: { moduleSideEffects: (id: string) => !SIDE_EFFECT_FREE.test(id) },
        output: {
          codeSplitting: { groups: CHUNK_GROUPS },
        },
      },
    },
    test: {
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      // vitest's default is one worker less than the cores: a single worker on 2 cores
      maxWorkers: 2,
      // A larger young generation for the test workers: rendering screens in jsdom allocates
      // fast, and with V8's default young generation the workers spend much of their time
      // collecting garbage.
      execArgv: ['--max-semi-space-size=64'],
      // one limit for every test (none sets its own), generous enough for a busy CI machine
      testTimeout: 20000,
      css: false,
      env: { TZ: 'UTC' },
      // Two G2 (charting library) timers outlive their chart; only their exact errors (message
      // and G2 module in the stack, LATE_CHART_ERRORS above) are not counted. Nobody sees them.
      onUnhandledError: (error) =>
        !LATE_CHART_ERRORS.some(
          ([message, module]) =>
            message.test(error.message ?? '') && module.test(error.stack ?? ''),
        ),
      projects: [
        {
          // the mock server, its rules and every pure rule of the app: no DOM needed
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // one module graph per worker: the mock server and the contract validator load
            // once instead of once per file (every test still starts from a fresh seed)
            isolate: false,
            include: [
              'src/**/*.test.ts',
              'mocks/**/*.test.ts',
              'tests/contract/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            exclude: ['**/*.dom.test.ts', '**/node_modules/**'],
          },
        },
        {
          // screens and components, and the rules that need a DOM without rendering one
          // (`*.dom.test.ts`: files, canvas, sanitizing, storage). Such a file belongs here and
          // not in `node` with a `@vitest-environment jsdom` comment: a worker that changes
          // environment between files loads every module afresh.
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            isolate: false,
            include: [
              'src/**/*.test.tsx',
              'mocks/**/*.test.tsx',
              'src/**/*.dom.test.ts',
              'mocks/**/*.dom.test.ts',
            ],
          },
        },
      ],
    },
  };
});
