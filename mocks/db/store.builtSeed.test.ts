/**
 * The browser's start is handed the default seed as the text the build computed
 * (scripts/mockSeed.ts): a fresh start and every reset of the default scenario take that text
 * instead of computing the seed; what the build computes is `seed('default')` (seed.test.ts).
 */
import { memoryBackend } from '@tests/utils/memoryBackend';
import { processLock } from './processLock';
import { seed } from './seed';

afterEach(() => vi.resetModules());

describe('a start handed the built default seed', () => {
  it('takes its text on a fresh start and on a reset of the default scenario', async () => {
    const built = seed('default');
    built.analyses[0].name = 'From the built text';
    const text = JSON.stringify(built);
    let asked = 0;
    vi.resetModules();
    const store = await import('./store');
    store.installServerStorage({ backend: memoryBackend().backend, lock: processLock() });
    try {
      await store.loadDb({ defaultSeed: async () => (asked++, text) });
      expect(store.db().analyses[0].name).toBe('From the built text');
      store.db().analyses[0].name = 'Changed';
      await store.resetDb('default');
      expect(store.db().analyses[0].name).toBe('From the built text');
      expect(asked).toBe(2);
    } finally {
      store.installServerStorage(null);
    }
  });
});
