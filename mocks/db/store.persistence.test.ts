/**
 * The store as a browser tab sees it, with fake-indexeddb standing in for IndexedDB: tables are
 * stored in chunks and a write stores only the chunks it changed; another tab (a fresh instance
 * of the module) reads back exactly what was written. The recovery tests: whatever is damaged
 * in what is stored (a chunk, a record's fields, the meta record, the database itself), the
 * next start reseeds with a notice instead of failing.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowConsole } from '@tests/utils/console';

type Store = typeof import('./store');

const had = 'window' in globalThis;
beforeAll(() => {
  // the store persists only in a browser (window + indexedDB)
  (globalThis as { window?: unknown }).window ??= globalThis;
});
afterAll(() => {
  if (!had) delete (globalThis as { window?: unknown }).window;
});

/** A fresh instance of the store module: another tab of the same browser. */
async function tab(): Promise<Store> {
  vi.resetModules();
  return import('./store');
}

async function stored<T>(key: string): Promise<T | undefined> {
  const idb = await new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open('strip-dashboard-mock', 1);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
  const value = await new Promise<T | undefined>((resolve) => {
    const req = idb.transaction('state').objectStore('state').get(key);
    req.onsuccess = () => resolve(req.result as T | undefined);
  });
  idb.close();
  return value;
}

async function put(key: string, value: unknown) {
  const idb = await new Promise<IDBDatabase>((resolve) => {
    const req = indexedDB.open('strip-dashboard-mock', 1);
    req.onsuccess = () => resolve(req.result);
  });
  await new Promise<void>((resolve) => {
    const tx = idb.transaction('state', 'readwrite');
    tx.objectStore('state').put(value, key);
    tx.oncomplete = () => resolve();
  });
  idb.close();
}

interface Meta {
  revision: number;
  tables: Record<string, { list: boolean; chunks: number[] }>;
}

describe('the stored state', () => {
  let a: Store;
  beforeEach(async () => {
    a = await tab();
    await a.resetDb('default');
    // enough results for three chunks of 1,000
    const d = a.db();
    const template = d.results[0];
    let id = Math.max(...d.results.map((r) => r.id));
    while (d.results.length < 2500) d.results.push({ ...structuredClone(template), id: ++id });
    await a.persist();
  });

  it('stores only the chunks a write changed', async () => {
    const before = (await stored<Meta>('meta'))!;
    expect(before.tables.results.chunks).toHaveLength(3);
    a.db().analyses[0].name = 'Renamed';
    a.db().results[2400].comment = 'Changed';
    await a.persist();
    const after = (await stored<Meta>('meta'))!;
    expect(after.revision).toBe(before.revision + 1);
    expect(after.tables.analyses.chunks).toEqual([after.revision]);
    expect(after.tables.results.chunks).toEqual([
      before.tables.results.chunks[0],
      before.tables.results.chunks[1],
      after.revision,
    ]);
    expect(after.tables.users).toEqual(before.tables.users);
    expect(JSON.parse((await stored<string>('table:results:2'))!)[400].comment).toBe('Changed');
  });

  it('drops the chunks a table no longer has', async () => {
    a.db().results.splice(900);
    await a.persist();
    expect((await stored<Meta>('meta'))!.tables.results.chunks).toHaveLength(1);
    expect(await stored('table:results:1')).toBeUndefined();
    expect(await stored('table:results:2')).toBeUndefined();
  });

  it('reads back in another tab exactly what was written', async () => {
    a.db().analyses[0].name = 'Seen by the other tab';
    await a.persist();
    const written = JSON.stringify(a.db());
    const b = await tab();
    await b.loadDb();
    expect(b.storeNotice()).toBeNull();
    expect(JSON.stringify(b.db())).toBe(written);
  });

  it('keeps a write made after the database was deleted under the open app', async () => {
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.deleteDatabase('strip-dashboard-mock');
      req.onsuccess = () => resolve();
      req.onerror = () => reject(req.error);
    });
    a.db().analyses[0].name = 'Renamed after the loss';
    await a.persist();
    const written = JSON.stringify(a.db());
    const b = await tab();
    await b.loadDb();
    expect(b.storeNotice()).toBeNull();
    expect(JSON.stringify(b.db())).toBe(written);
  });

  it('resets a damaged chunk with a notice', async () => {
    allowConsole(/stored demo data was damaged/);
    await put('table:results:1', '[{"id": 1,');
    const b = await tab();
    await b.loadDb();
    expect(b.storeNotice()).toMatch(
      /^The stored demo data was damaged and has been reset \(table results is not valid JSON/,
    );
    // a fresh seed, stored afresh in as many chunks as it needs
    const count = b.db().results.length;
    expect(count).toBeLessThan(2500);
    expect((await stored<Meta>('meta'))!.tables.results.chunks).toHaveLength(
      Math.ceil(count / 1000),
    );
  });
});

describe('recovery from a damaged stored state', () => {
  let a: Store;
  beforeEach(async () => {
    allowConsole(/\[mock\] The stored demo data/);
    a = await tab();
    await a.resetDb('default');
  });

  /** Changes the first record of a table's first chunk that `pick` chooses. */
  async function damage(
    table: string,
    pick: (row: Record<string, unknown>) => boolean,
    change: (row: Record<string, unknown>) => void,
  ) {
    const rows = JSON.parse((await stored<string>(`table:${table}:0`))!) as Record<
      string,
      unknown
    >[];
    change(rows.find(pick)!);
    await put(`table:${table}:0`, JSON.stringify(rows));
  }

  /** A new tab starts: it reseeds with a notice and stores every table of the fresh state. */
  async function restart(notice: RegExp) {
    const b = await tab();
    await b.loadDb();
    expect(b.storeNotice()).toMatch(notice);
    const meta = (await stored<Meta>('meta'))!;
    expect(Object.keys(meta.tables)).toEqual(Object.keys(b.db()));
    return b;
  }

  const DAMAGED = /^The stored demo data was damaged and has been reset \(/;
  const isUser = (row: Record<string, unknown>) => row.email === 'user@example.com';
  const first = () => true;

  it.each([
    ['a user without roles', 'users', isUser, 'roles', null, /users\[\d+\]\.roles must be array/],
    [
      'a user without list settings',
      'users',
      isUser,
      'listMetadata',
      null,
      /\.listMetadata must be object/,
    ],
    [
      'a broadcast without readers',
      'broadcasts',
      first,
      'readBy',
      null,
      /broadcasts\[0\]\.readBy must be array/,
    ],
    [
      'a result dated in words',
      'results',
      first,
      'sampleCreationDate',
      'yesterday',
      /results\[0\]\.sampleCreationDate must be number/,
    ],
    [
      'an analysis named by a number',
      'analyses',
      first,
      'name',
      42,
      /analyses\[0\]\.name must be string/,
    ],
  ] as const)('%s', async (_case, table, pick, field, value, problem) => {
    await damage(table, pick, (row) => (row[field] = value));
    const b = await restart(DAMAGED);
    expect(b.storeNotice()).toMatch(problem);
    // what is stored now is the fresh record
    const rows = JSON.parse((await stored<string>(`table:${table}:0`))!) as Record<
      string,
      unknown
    >[];
    const fresh = (b.db() as unknown as Record<string, Record<string, unknown>[]>)[table];
    expect(rows.find(pick)![field]).toEqual(fresh.find(pick)![field]);
    expect(rows.find(pick)![field]).not.toEqual(value);
  });

  it('a database without the object store the mock keeps its data in', async () => {
    await new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase('strip-dashboard-mock');
      req.onsuccess = () => resolve();
    });
    await new Promise<void>((resolve) => {
      const req = indexedDB.open('strip-dashboard-mock', 1); // created without any store
      req.onsuccess = () => {
        req.result.close();
        resolve();
      };
    });
    await restart(/has no store for it/);
    expect((await stored<Meta>('meta'))!.tables.users.chunks).toHaveLength(1);
  });

  it('a meta record written by another version of the mock', async () => {
    await put('meta', { ...(await stored<Meta>('meta'))!, version: 1 });
    await restart(/^The stored demo data came from another version of the mock \(1, now \d+\)/);
  });

  it('a damaged meta record', async () => {
    await put('meta', 'not a meta record');
    await restart(
      /^The stored demo data was damaged and has been reset \(the meta record is damaged\)/,
    );
    const meta = (await stored<Meta>('meta'))!;
    await put('meta', { ...meta, tables: { ...meta.tables, users: { list: true, chunks: 'x' } } });
    await restart(/the meta record is damaged/);
  });
});
