/**
 * How fast the mock server answers on the `large` scenario (20,000 results of user@example.com):
 * a filtered, sorted page of the results list, and a 10,000-row xlsx export; and how long the
 * scenario takes to seed.
 * Run with `npm run bench`; it prints figures and asserts nothing.
 */
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { seed } from '@mocks/db/seed';
import { db, resetDbSync } from '@mocks/db/store';
import { server } from '@mocks/node';

const API = 'http://localhost/api';
const filter = encodeURIComponent(
  JSON.stringify([
    { field: 'parameter.id', operator: 'eq', value: 2 },
    { field: 'measurementValue', operator: 'gte', value: 20 },
  ]),
);
const page = `${API}/results?page=3&itemsPerPage=40&order=measurementValue:desc&filter=${filter}`;
let exportUrl = '';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetDbSync('large');
  const res = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com', password: 'Password1' }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  // the date of the 10,000th newest result: filtering from it gives a 10,000-row export
  const dates = db()
    .results.filter((r) => r.userId === 1 && r.deletedAt === null)
    .map((r) => r.sampleCreationDate)
    .sort((a, b) => b - a);
  const since = [{ field: 'sampleCreationDate', operator: 'gte', value: dates[9999] }];
  exportUrl = `${API}/results.xlsx?tzo=0&filter=${encodeURIComponent(JSON.stringify(since))}`;
  const rows = dates.filter((d) => d >= dates[9999]).length;
  console.log(`large scenario: ${dates.length} results; the export below holds ${rows} rows`);
});

afterAll(() => server.close());

describe('mock server, large scenario', () => {
  bench(
    'listResults: filtered (nitrate >= 20), sorted by value, page 3 of 40',
    async () => {
      const res = await fetch(page);
      if (res.status !== 200) throw new Error(`listResults ${res.status}`);
      await res.json();
    },
    { iterations: 20, time: 0 },
  );

  bench(
    'exportResults: xlsx of the 10,000 newest results',
    async () => {
      const res = await fetch(exportUrl);
      if (res.status !== 200) throw new Error(`exportResults ${res.status}`);
      await res.arrayBuffer();
    },
    { iterations: 3, time: 0 },
  );

  bench('seed: the large scenario (every table, 20,000 results)', () => void seed('large'), {
    iterations: 3,
    time: 0,
  });
});
