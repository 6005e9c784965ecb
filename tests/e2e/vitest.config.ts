import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The long files start first, longest first, so the short ones fill in at the end and both
 * workers finish close together. Without this list a fresh clone (no recorded durations) would
 * order files by size, which can leave one long file alone at the end.
 */
const LONG_FILES = [
  'stories.e2e.ts',
  'a11y.e2e.ts',
  'auth.e2e.ts',
  'mock-store.e2e.ts',
  'results.e2e.ts',
  'profile.e2e.ts',
  'sharing.e2e.ts',
];

class LongFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const at = LONG_FILES.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return at < 0 ? LONG_FILES.length : at;
    };
    // Array sort is stable: the rest keep Vitest's order
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * End-to-end journeys and the story checks: headless Debian Chromium (playwright-core) against
 * the build:demo app and the static Storybook. Files run in two workers, each with its own
 * browser; every journey starts in the worker's tab emptied (emptyTab in browser.ts), so the
 * mock store (IndexedDB) of one test never sees another's.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 90000,
    hookTimeout: 60000,
    // expect.poll waits for what the browser does next, e.g. the large scenario's 20,000 results
    // filtered in the browser's mock: longer than the default second
    expect: { poll: { timeout: 15000 } },
    fileParallelism: true,
    maxWorkers: 2,
    // a worker keeps its imported modules from one file to the next (playwright-core, axe-core,
    // the helpers) and the journeys' browser and tab. Nothing in them carries a test's state:
    // the tab is emptied before every journey, and the story files close the browser they used.
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
    reporters: ['default'],
  },
});
