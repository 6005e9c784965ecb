import { defineConfig } from 'vitest/config';

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
    reporters: ['default'],
  },
});
