/**
 * The chunked persistence against a backend held in memory, as any other backend would be
 * (a Node file-system one): what is written reads back, a write stores only the chunks that
 * changed, among the tables that may have changed, and a reader re-reads only the chunks
 * another writer moved.
 */
import { memoryBackend } from '@tests/utils/memoryBackend';
import { chunkedPersistence, type StoredRead } from './chunkedPersistence';
import type { MockSettings } from '../types';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
const settings: MockSettings = {
  scenario: 'default',
  clockOffset: 0,
  latency: 0,
  failures: {},
  countryCode: 'de',
};

describe('chunkedPersistence', () => {
  it('writes changed chunks only, and another reader reads back the same state', async () => {
    const memory = memoryBackend();
    const writer = chunkedPersistence(() => memory.backend, vi.fn());
    const data = { results: rows(2500), sequences: { results: 2500 } };
    await writer.write(data, settings, 0);
    expect(memory.commits[0].writes.map((w) => w.key)).toEqual([
      'table:results:0',
      'table:results:1',
      'table:results:2',
      'table:sequences:0',
    ]);
    data.results[1200].name = 'changed';
    await writer.write(data, settings, 0);
    expect(memory.commits[1].writes.map((w) => w.key)).toEqual(['table:results:1']);
    data.results.splice(900);
    await writer.write(data, settings, 0);
    expect(memory.commits[2].deletes).toEqual(['table:results:1', 'table:results:2']);

    const reader = chunkedPersistence(() => memory.backend, vi.fn());
    const read = (await reader.load())!;
    expect(read.problems).toEqual([]);
    expect(read.tables).toEqual(data);
    expect(read.meta.revision).toBe(3);
  });

  it('re-reads only the chunks another writer moved, and nothing when current', async () => {
    const memory = memoryBackend();
    const writer = chunkedPersistence(() => memory.backend, vi.fn());
    const data = { results: rows(2500) };
    await writer.write(data, settings, 0);
    const reader = chunkedPersistence(() => memory.backend, vi.fn());
    const first = (await reader.load())!;
    first.adopt();
    expect(await reader.readNewer(first.tables)).toBeUndefined();
    data.results[2100].name = 'moved';
    await writer.write(data, settings, 0);
    memory.reads.length = 0;
    const newer = (await reader.readNewer(first.tables)) as StoredRead;
    expect(memory.reads).toEqual([['table:results:2']]);
    expect(newer.tables).toEqual(data);
  });

  it('stores every table anew when the stored copy has gone since the last write', async () => {
    const memory = memoryBackend();
    const writer = chunkedPersistence(() => memory.backend, vi.fn());
    const data = { users: rows(3), analyses: rows(2) };
    await writer.write(data, settings, 0);
    await memory.backend.clear(); // the database deleted while the app is open
    data.analyses[0].name = 'Renamed';
    await writer.write(data, settings, 0);
    expect(memory.commits[1].writes.map((w) => w.key)).toEqual([
      'table:users:0',
      'table:analyses:0',
    ]);
    const read = (await chunkedPersistence(() => memory.backend, vi.fn()).load())!;
    expect(read.problems).toEqual([]);
    expect(read.tables).toEqual(data);
    // and only what changed once the copy is there again
    data.users[1].name = 'changed';
    await writer.write(data, settings, 0);
    expect(memory.commits[2].writes.map((w) => w.key)).toEqual(['table:users:0']);
  });

  it('reports a missing chunk, and stores nothing without a backend', async () => {
    const memory = memoryBackend();
    const writer = chunkedPersistence(() => memory.backend, vi.fn());
    await writer.write({ results: rows(1500) }, settings, 0);
    memory.chunks.delete('table:results:1');
    const read = (await chunkedPersistence(() => memory.backend, vi.fn()).load())!;
    expect(read.problems).toEqual(['table results is missing a part']);
    expect(read.tables).toEqual({});

    const none = chunkedPersistence(() => null, vi.fn());
    expect(none.available()).toBe(false);
    await none.write({ results: rows(1) }, settings, 0);
    expect(await none.load()).toBeUndefined();
  });

  it('compares only the tables that may have changed, and any it has never stored', async () => {
    const memory = memoryBackend();
    const writer = chunkedPersistence(() => memory.backend, vi.fn());
    const data = { users: rows(3), analyses: rows(2), results: rows(1500) };
    await writer.write(data, settings, 0, new Set(['users']));
    // the first write stores every table, whatever was touched
    expect(memory.lastWritten()).toEqual(['analyses', 'results', 'users']);
    data.analyses[0].name = 'Renamed';
    data.results[1200].name = 'not stored while nothing touched it';
    await writer.write(data, settings, 0, new Set(['analyses', 'users']));
    expect(memory.lastWritten()).toEqual(['analyses']);
    expect(memory.commits[1].meta.tables.results.chunks).toEqual([1, 1]);
    // touched later, the change is found and stored
    await writer.write(data, settings, 0, new Set(['results']));
    expect(memory.commits[2].writes.map((w) => w.key)).toEqual(['table:results:1']);
    const read = (await chunkedPersistence(() => memory.backend, vi.fn()).load())!;
    expect(read.tables).toEqual(data);
  });

  it('stores every table when the stored copy has gone, touched or not', async () => {
    const memory = memoryBackend();
    const writer = chunkedPersistence(() => memory.backend, vi.fn());
    const data = { users: rows(3), analyses: rows(2) };
    await writer.write(data, settings, 0);
    await memory.backend.clear();
    await writer.write(data, settings, 0, new Set());
    expect(memory.lastWritten()).toEqual(['analyses', 'users']);
  });

  it("takes a stored revision that is not the meta record's for damage, on start and later", async () => {
    const memory = memoryBackend();
    await chunkedPersistence(() => memory.backend, vi.fn()).write({ users: rows(3) }, settings, 0);
    let revision: unknown = 'seven';
    const backend = { ...memory.backend, readRevision: async () => revision as number };
    const discarded = vi.fn();
    const reader = chunkedPersistence(() => backend, discarded);
    expect(await reader.load()).toBeUndefined();
    expect(discarded).toHaveBeenCalledWith(
      'The stored demo data was damaged and has been reset (the stored revision is damaged).',
    );
    revision = 1;
    (await reader.load())!.adopt();
    revision = null;
    expect(await reader.readNewer({ users: rows(3) })).toBe('discarded');
    expect(discarded).toHaveBeenCalledTimes(2);
  });

  it('reads every chunk again after forgetting (a write that could not be stored)', async () => {
    const memory = memoryBackend();
    const writer = chunkedPersistence(() => memory.backend, vi.fn());
    const data = { users: rows(3), results: rows(1500) };
    await writer.write(data, settings, 0);
    const stored = structuredClone(data);
    data.results[1200].name = 'never stored';
    const failing = { ...memory.backend, commit: () => Promise.reject(new Error('disk full')) };
    const once = chunkedPersistence(() => failing, vi.fn());
    (await once.load())!.adopt();
    await expect(once.write(data, settings, 0)).rejects.toThrow('disk full');
    once.forget();
    memory.reads.length = 0;
    const read = (await once.readNewer(data)) as StoredRead;
    expect(memory.reads).toEqual([['table:users:0', 'table:results:0', 'table:results:1']]);
    expect(read.tables).toEqual(stored);
  });
});
