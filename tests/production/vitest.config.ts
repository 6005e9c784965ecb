import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the files start in, two at a time: the route visits (the longest) take one worker
 * for the whole run; the other runs the reporting tests and the hosting checks (short), then the
 * journeys, whose last one waits for the route visits to end anyway (servers.ts).
 */
const ORDER = ['production.e2e.ts', 'reporting.e2e.ts', 'hosting.e2e.ts', 'journeys.e2e.ts'];

class RouteVisitsFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (f: TestSpecification) => ORDER.findIndex((name) => f.moduleId.endsWith(name));
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    include: ['tests/production/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/production/globalSetup.ts'],
    testTimeout: 90000,
    hookTimeout: 90000,
    // expect.poll waits for what the browser does next: longer than the default second
    expect: { poll: { timeout: 15000 } },
    // two files side by side, each with its own browser, against the one server (seeded when it
    // starts): the journeys change records the route visits only read
    fileParallelism: true,
    maxWorkers: 2,
    // in each file, the route visits and the journeys (concurrent) three at a time
    maxConcurrency: 3,
    sequence: { sequencer: RouteVisitsFirst },
    reporters: ['default'],
  },
});
