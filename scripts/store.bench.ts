/**
 * What one write costs the mock's store on the `large` scenario (20,000 results of
 * user@example.com), with fake-indexeddb standing in for the browser's IndexedDB:
 * - whole state: the whole state stored as one record after every write (the store up to its
 *   DB_VERSION 1);
 * - every chunk compared: each table's chunks of 1,000 records compared with what was stored,
 *   the changed ones stored (the store before it knew which tables a request reached);
 * - now: only the tables the request reached are compared (mocks/db/tableTracking.ts), and of
 *   those only the changed chunks stored.
 * Renaming an analysis changes the small analyses table (the request reaches the results to
 * count them, and declares it only reads them); editing a result's comment changes the results
 * table, the worst case. The rename is also timed as the whole request (PUT /api/analyses/{id}:
 * the handler and the write). Run with `npm run bench`; it prints figures, asserts nothing.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { clockState } from '@mocks/db/clock';
import { db, getSettings, persist, resetDb } from '@mocks/db/store';
import { server } from '@mocks/node';

// the store persists only in a browser (window + indexedDB): this benchmark is one
(globalThis as { window?: unknown }).window ??= globalThis;

const API = 'http://localhost/api';
let counter = 0;
let analysisId = 0;
const renameAnalysis = () => {
  db().analyses[0].name = `Renamed ${++counter}`;
};
const editComment = () => {
  db().results[0].comment = `Comment ${++counter}`;
};
/** What the store did before it knew what a request reached: every table counts as touched. */
const reachEveryTable = () => Object.keys(db()).forEach((name) => db()[name as 'results']);

/** The old way: the whole state as one record in its own database. */
let whole: IDBDatabase;
async function persistWholeState() {
  await new Promise<void>((resolve, reject) => {
    const tx = whole.transaction('state', 'readwrite');
    tx.objectStore('state').put(
      {
        version: 1,
        revision: counter,
        data: { ...db() },
        settings: getSettings(),
        startedAtMs: clockState().startedAtMs,
      },
      'db',
    );
    tx.objectStore('state').put(counter, 'revision');
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await resetDb('large');
  whole = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open('bench-whole-state', 1);
    req.onupgradeneeded = () => req.result.createObjectStore('state');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const login = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'user@example.com', password: 'Password1' }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  const me = db().users.find((u) => u.email === 'user@example.com')!;
  analysisId = db().analyses.find((a) => a.userId === me.id && !a.discarded)!.id;
  console.log(`large scenario: ${db().results.length} results stored`);
});

afterAll(() => server.close());

const five = { iterations: 5, time: 0 };

describe('one write on the large scenario', () => {
  bench(
    'rename an analysis: whole state',
    async () => {
      renameAnalysis();
      await persistWholeState();
    },
    five,
  );
  bench(
    'rename an analysis: every chunk compared',
    async () => {
      renameAnalysis();
      reachEveryTable();
      await persist();
    },
    five,
  );
  bench(
    'rename an analysis: now (the tables it reached)',
    async () => {
      renameAnalysis();
      await persist();
    },
    five,
  );
  bench(
    'rename an analysis: now, the whole request (PUT /api/analyses/{id})',
    async () => {
      const res = await fetch(`${API}/analyses/${analysisId}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: `Renamed ${++counter}` }),
      });
      if (res.status !== 200) throw new Error(`updateAnalysis ${res.status}`);
      await res.json();
    },
    five,
  );
  bench(
    'edit a result comment: whole state',
    async () => {
      editComment();
      await persistWholeState();
    },
    five,
  );
  bench(
    'edit a result comment: every chunk compared',
    async () => {
      editComment();
      reachEveryTable();
      await persist();
    },
    five,
  );
  bench(
    'edit a result comment: now (the tables it reached)',
    async () => {
      editComment();
      await persist();
    },
    five,
  );
});
