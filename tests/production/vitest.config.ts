import { defineConfig } from 'vitest/config';

/**
 * The production suite: the build for a real server (`npm run build`, dist/) served by nginx
 * with the repository's config (scripts/production), /api passed through Prism (checking it
 * against openapi.yaml) to the mock server (`npm run mock:build`). Headless Debian Chromium
 * (playwright-core) visits every route and runs the journeys.
 */
export default defineConfig({
  test: {
    include: ['tests/production/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/production/globalSetup.ts'],
    testTimeout: 90000,
    hookTimeout: 90000,
    // expect.poll waits for what the browser does next: longer than the default second
    expect: { poll: { timeout: 15000 } },
    // the two files side by side, each with its own browser, against the one server (seeded
    // when it starts): the journeys change records the route visits only read
    fileParallelism: true,
    maxWorkers: 2,
    // in each file, the route visits and the journeys (concurrent) three at a time
    maxConcurrency: 3,
    reporters: ['default'],
  },
});
