import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The two long files start first, one per worker: the stories and the accessibility pass take
 * two minutes each, and on a fresh clone Vitest has no timings yet and would order files by size,
 * leaving one of them alone at the end while the other worker idles.
 */
const LONG_FILES = ['stories.e2e.ts', 'a11y.e2e.ts'];

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
 * browser; every test opens its own browser context, so the mock store (IndexedDB) of one test
 * never sees another's.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 90000,
    hookTimeout: 60000,
    // expect.poll waits for what the browser does next; its default second is too short on a
    // busy 2-core machine (the large scenario filters 20,000 results in the browser's mock)
    expect: { poll: { timeout: 15000 } },
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    reporters: ['default'],
  },
});
