import { defineConfig } from 'vitest/config';

/**
 * The production suite: the build for a real server (`npm run build`, dist/) served by nginx
 * with the repository's config (scripts/production), /api passed to Prism serving openapi.yaml.
 * Headless Debian Chromium (playwright-core) visits every route.
 */
export default defineConfig({
  test: {
    include: ['tests/production/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/production/globalSetup.ts'],
    testTimeout: 90000,
    hookTimeout: 90000,
    fileParallelism: false,
    // the route visits (it.concurrent) three at a time
    maxConcurrency: 3,
    reporters: ['default'],
  },
});
