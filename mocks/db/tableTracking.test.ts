/**
 * A write stores what its request changed, and compares only the tables the request reached
 * (tableTracking.ts): every table of the store is stored when a write request changes it, a read
 * request leaves nothing to compare, and a write that declares a table it only reads
 * (`readsOnly`) does not compare it, while a change to such a table fails the request in tests
 * and is stored with the next write. The store runs on a backend held in memory, as the HTTP
 * server runs it on its files.
 */
import { describe, expect, it } from 'vitest';
import { storeInMemory } from '@tests/utils/memoryBackend';
import { db, inTransaction } from './store';
import type { DbData } from './types';

const memory = storeInMemory();
const write = (run: () => void, readsOnly: (keyof DbData)[] = []) =>
  inTransaction(true, async () => run(), readsOnly);
const read = (run: () => void) => inTransaction(false, async () => run());

/** Changes one table of the store the way a handler does: a record in place, or the value. */
function change(name: keyof DbData, n: number) {
  const d = db();
  const value: unknown = d[name];
  if (name === 'cookieSession') d.cookieSession = `session-${n}`;
  else if (Array.isArray(value) && value.length > 0) (value[0] as { changed?: number }).changed = n;
  else if (Array.isArray(value)) value.push({ id: n });
  else (value as Record<string, unknown>).changed = n;
}

describe('a write stores what its request changed', () => {
  it('stores every table of the store that a write request changes', async () => {
    const names = Object.keys(db()) as (keyof DbData)[];
    expect(names).toContain('results');
    let n = 0;
    for (const name of names) {
      await write(() => change(name, ++n));
      expect(memory().lastWritten(), name).toEqual([name]);
    }
  });

  it('leaves nothing to compare after a read request', async () => {
    await read(() => void db().results.find((r) => r.id === 0));
    await write(() => change('analyses', 1));
    // only what the write reached is compared; the results are not even read
    expect(memory().lastWritten()).toEqual(['analyses']);
  });

  it('does not compare a table the request declares it only reads', async () => {
    await write(() => {
      const d = db();
      const count = d.results.filter((r) => r.userId === d.analyses[0].userId).length;
      d.analyses[0].name = `Renamed (${count})`;
    }, ['results']);
    expect(memory().lastWritten()).toEqual(['analyses']);
  });

  it('fails a request that changes a table it declares it only reads, and keeps the change', async () => {
    await expect(write(() => change('results', 7), ['results'])).rejects.toThrow(
      "the request changed the table 'results', which its route declares it only reads",
    );
    await write(() => change('analyses', 8));
    expect(memory().lastWritten()).toEqual(['analyses', 'results']);
  });
});
