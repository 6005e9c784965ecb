import { defineConfig } from 'vitest/config';

/** End-to-end journeys: headless Debian Chromium (playwright-core) against the build:demo app. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
    reporters: ['default'],
  },
});
