/**
 * The store when storing goes wrong: a write that could not be stored is not applied (the next
 * request finds the state as stored), and a tab that finds what another tab stored unusable
 * resets it with a notice instead of writing its own older copy over it. Two "tabs" are two
 * instances of the store module sharing one backend held in memory, each with the lock of the
 * HTTP server (a browser's tabs share IndexedDB and a Web Lock the same way).
 */
import { memoryBackend } from '@tests/utils/memoryBackend';
import { allowConsole } from '@tests/utils/console';
import type { StateBackend } from './persistence/backend';
import { processLock } from './processLock';

type Store = typeof import('./store');

/** A backend whose commits fail while `full` is set, as a full disk or quota would. */
function fillableBackend() {
  const memory = memoryBackend();
  const state = { full: false };
  const backend: StateBackend = {
    ...memory.backend,
    commit: (commit) =>
      state.full
        ? Promise.reject(new Error('ENOSPC: no space left'))
        : memory.backend.commit(commit),
  };
  return { memory, backend, state };
}

const tabs: Store[] = [];
/** A fresh instance of the store on `backend`, loaded: another tab (or a restarted server). */
async function tab(backend: StateBackend): Promise<Store> {
  vi.resetModules();
  const store = await import('./store');
  store.installServerStorage({ backend, lock: processLock() });
  await store.loadDb();
  tabs.push(store);
  return store;
}

afterEach(() => {
  for (const store of tabs.splice(0)) store.installServerStorage(null);
  vi.resetModules();
});

describe('a write that could not be stored', () => {
  it('is not applied: the next request finds the data and settings as stored', async () => {
    allowConsole(/the settings could not be stored/);
    const { backend, state } = fillableBackend();
    const a = await tab(backend);
    const before = await a.inTransaction(false, async () => ({
      name: a.db().analyses[0].name,
      count: a.db().analyses.length,
      nextId: a.db().sequences.analyses + 1,
    }));
    state.full = true;
    await expect(
      a.inTransaction(true, async () => {
        a.db().analyses[0].name = 'Never stored';
        a.db().analyses.push({ ...structuredClone(a.db().analyses[0]), id: a.nextId('analyses') });
      }),
    ).rejects.toThrow('ENOSPC');
    await a.inTransaction(false, async () => {
      expect(a.db().analyses[0].name).toBe(before.name);
      expect(a.db().analyses).toHaveLength(before.count);
    });
    await expect(
      a.inTransaction(true, async () => a.updateSettings({ latency: 700 })),
    ).rejects.toThrow('ENOSPC');
    state.full = false;
    await a.inTransaction(false, async () => expect(a.getSettings().latency).toBe(0));
    // a retry is a first try: the same id, stored this time, and read back by the next start
    const id = await a.inTransaction(true, async () => {
      a.db().analyses[0].name = 'Stored';
      return a.nextId('analyses');
    });
    expect(id).toBe(before.nextId);
    const b = await tab(backend);
    expect(b.db().analyses[0].name).toBe('Stored');
    expect(b.storeNotice()).toBeNull();
  });
});

describe('a tab that finds what another tab stored unusable', () => {
  it('resets it with a notice, and never writes its older copy over it', async () => {
    allowConsole(/stored demo data was damaged/);
    const { memory, backend } = fillableBackend();
    const a = await tab(backend);
    const b = await tab(backend);
    await a.inTransaction(true, async () => {
      a.db().analyses[0].name = 'Written by tab A';
      // a record another version of the app might write: a result without its id
      delete (a.db().results[0] as { id?: number }).id;
    });
    const commits = memory.commits.length;
    await b.inTransaction(true, async () => {
      b.db().users[0].firstName = 'Written by tab B';
    });
    expect(b.storeNotice()).toBe(
      'The stored demo data was damaged and has been reset (results[0] has no valid id).',
    );
    // the reset was stored (its own commit), then tab B's write on the fresh seed
    expect(memory.commits.length).toBe(commits + 2);
    const c = await tab(backend);
    expect(c.storeNotice()).toBeNull();
    expect(c.db().results[0].id).toBe(b.db().results[0].id);
    expect(c.db().users[0].firstName).toBe('Written by tab B');
  });
});
