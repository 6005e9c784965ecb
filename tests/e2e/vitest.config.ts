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
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default'],
  },
});
