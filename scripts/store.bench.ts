/**
 * What one write costs the mock's store on the `large` scenario (20,000 results of
 * user@example.com), with fake-indexeddb standing in for the browser's IndexedDB.
 * - before: the whole state stored as one record after every write (the store up to its
 *   DB_VERSION 1);
 * - after: only the chunks of 1,000 records that changed, each as its JSON text
 *   (mocks/db/store.ts persist()).
 * Renaming an analysis changes the small analyses table; editing a result's comment changes
 * the results table, the worst case. Run with `npm run bench`; it prints figures, asserts nothing.
 */
import 'fake-indexeddb/auto';
import { beforeAll, bench, describe } from 'vitest';
import { clockState } from '@mocks/db/clock';
import { db, getSettings, persist, resetDb } from '@mocks/db/store';

// the store persists only in a browser (window + indexedDB): this benchmark is one
(globalThis as { window?: unknown }).window ??= globalThis;

let counter = 0;
const renameAnalysis = () => {
  db().analyses[0].name = `Renamed ${++counter}`;
};
const editComment = () => {
  db().results[0].comment = `Comment ${++counter}`;
};

/** The old way: the whole state as one record in its own database. */
let whole: IDBDatabase;
async function persistWholeState() {
  await new Promise<void>((resolve, reject) => {
    const tx = whole.transaction('state', 'readwrite');
    tx.objectStore('state').put(
      {
        version: 1,
        revision: counter,
        data: db(),
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
  await resetDb('large');
  whole = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open('bench-whole-state', 1);
    req.onupgradeneeded = () => req.result.createObjectStore('state');
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  console.log(`large scenario: ${db().results.length} results stored`);
});

describe('one write on the large scenario', () => {
  bench(
    'before (whole state): rename an analysis',
    async () => {
      renameAnalysis();
      await persistWholeState();
    },
    { iterations: 5, time: 0 },
  );
  bench(
    'after (changed chunks): rename an analysis',
    async () => {
      renameAnalysis();
      await persist();
    },
    { iterations: 5, time: 0 },
  );
  bench(
    'before (whole state): edit a result comment',
    async () => {
      editComment();
      await persistWholeState();
    },
    { iterations: 5, time: 0 },
  );
  bench(
    'after (changed chunks): edit a result comment',
    async () => {
      editComment();
      await persist();
    },
    { iterations: 5, time: 0 },
  );
});
