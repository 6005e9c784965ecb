/**
 * Data derived from the store's tables (an index, a sorted view) is kept between read requests
 * while its tables stay as they were, and derived again after anything that may have changed
 * them: a write that reached them, a change outside a request, a reseed. A write derives it anew
 * from what it reaches, so a record it changes through it is stored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { storeInMemory } from '@tests/utils/memoryBackend';
import { derived } from './derived';
import { db, inTransaction, resetDbSync } from './store';

let builds = 0;
/** the newest result, as an index of the results table would hand it out */
const newestResult = derived(['results'], (d) => {
  builds += 1;
  return d.results.reduce((a, b) => (b.sampleCreationDate > a.sampleCreationDate ? b : a));
});
const read = () => inTransaction(false, async () => newestResult());
const write = <T>(run: () => T) => inTransaction(true, async () => run());

beforeEach(() => {
  resetDbSync();
  builds = 0;
});

describe('derived data', () => {
  it('is kept between reads while its tables stay as they were', async () => {
    const first = await read();
    expect(await read()).toBe(first);
    await write(() => (db().analyses[0].name = 'Renamed'));
    await read();
    expect(builds).toBe(1);
  });

  it('is derived again after a write that reached its table', async () => {
    await read();
    await write(() => {
      const oldest = db().results.reduce((a, b) => (b.id < a.id ? b : a));
      oldest.sampleCreationDate += 10 ** 9;
    });
    const newest = await read();
    expect(newest.sampleCreationDate).toBeGreaterThan(10 ** 9 + 1);
    expect(builds).toBe(2);
  });

  it('is derived again after a change outside a request, and after a reseed', async () => {
    const before = await read();
    db().results[0].sampleCreationDate = before.sampleCreationDate + 1;
    expect(await read()).toBe(db().results[0]);
    resetDbSync();
    expect(await read()).not.toBe(db().results[0]);
    expect(builds).toBe(3);
  });
});

describe('in a write', () => {
  const memory = storeInMemory();

  it('derives anew from what the write reaches: a record it changes through it is stored', async () => {
    await read();
    await write(() => (newestResult().comment = 'Changed through an index'));
    expect(memory().lastWritten()).toEqual(['results']);
    expect(builds).toBe(2);
  });
});
