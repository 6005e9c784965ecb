/**
 * The one data store of the mock server: the state every handler reads and changes (held in
 * memory by storeData.ts).
 * - Deterministic: `resetDb(scenario)` seeds the same data every time (fixed faker seed and
 *   reference date, see seed.ts).
 * - Persistent in the browser: after every request that changes data (route.ts), what changed
 *   is stored (persistence/chunkedPersistence.ts, in IndexedDB: persistence/indexedDbBackend.ts)
 *   and read back on start. Only the tables the request reached are compared and stored
 *   (tableTracking.ts). A stored state that does not fit the current shape (storedState.ts),
 *   of another version or unreadable is reseeded, with a notice on the page (the mock controls)
 *   and in the console. A write that could not be stored is not applied (persist).
 * - Shared by the tabs of a browser: each request runs under a cross-tab lock (tabLock.ts) on
 *   the newest stored state (inTransaction).
 * - The Node HTTP server (mocks/server) installs its own storage (installServerStorage): files in a
 *   data folder and a lock of the process in place of IndexedDB and the Web Lock.
 * - Elsewhere in Node (Vitest) nothing is stored: the state lives in memory and every test file
 *   starts from a fresh seed.
 */
import { configureClock, clockState } from './clock';
import type { StateBackend } from './persistence/backend';
import { chunkedPersistence, type StoredRead } from './persistence/chunkedPersistence';
import { installBackend, selectBackend } from './persistence/selectBackend';
import { seed } from './seed';
import { freshSeed } from './seedCopies';
import { clearStoreNotice, notify, reportStoreNotice } from './storeEvents';
import { storedSettings, storedStateProblems } from './storedState';
import { defaultSettings, getSettings, rawData, setData, setSettings } from './storeData';
import { clearTouched, takeTouched, whileReading, whileWriting } from './tableTracking';
import { tabLock, type StoreLock } from './tabLock';
import type { DbData, MockSettings, ScenarioName } from './types';

export { dismissStoreNotice, reportStoreNotice, storeNotice, subscribe } from './storeEvents';
export { db, defaultSettings, getSettings, nextId, undoOnThrow } from './storeData';

/**
 * Whether this tab shares the stored state with the other tabs (the app, once loadDb ran), or
 * the HTTP server its data folder with the restarts to come.
 * Stories and tests reseed the store in memory before each case (resetDbSync): that state is
 * theirs alone and must never be replaced by what another story stored.
 */
let sharedWithTabs = false;
/** The HTTP server's lock (processLock.ts), used in place of the browser's; null elsewhere. */
let serverLock: StoreLock | null = null;
const persistence = chunkedPersistence(selectBackend, (reason) => reportStoreNotice(reason));
/**
 * The default scenario's seed as JSON text, when the start was handed one (the browser's: the
 * build computed it, scripts/mockSeed.ts); null: every reseed computes the seed.
 */
let builtDefaultSeed: (() => Promise<string>) | null = null;

/** A fresh seed of `scenario`: the built text parsed when there is one for it, else computed. */
async function freshData(scenario: ScenarioName): Promise<DbData> {
  if (scenario === 'default' && builtDefaultSeed)
    return JSON.parse(await builtDefaultSeed()) as DbData;
  return seed(scenario);
}

/**
 * The Node HTTP server keeps the state in its own storage: a backend (fileBackend.ts) and a lock
 * (processLock.ts); loadDb then reads it. null goes back to the default of the environment.
 */
export function installServerStorage(storage: { backend: StateBackend; lock: StoreLock } | null) {
  installBackend(storage?.backend ?? null);
  serverLock = storage?.lock ?? null;
  if (!storage) sharedWithTabs = false;
}

export function updateSettings(patch: Partial<MockSettings>) {
  setSettings({ ...getSettings(), ...patch });
  if (patch.clockOffset !== undefined) configureClock({ offset: patch.clockOffset });
  notify();
  // a request that changed them stores them too, and answers when it cannot
  persist().catch((e: unknown) => console.warn('[mock] the settings could not be stored', e));
}

/** Reseeds the store from scratch (fresh start), keeping nothing but the chosen scenario. */
export async function resetDb(scenario: ScenarioName = getSettings().scenario) {
  const data = await freshData(scenario);
  setSettings({ ...defaultSettings(), scenario });
  configureClock({ offset: 0, startedAtMs: Date.now() });
  setData(data);
  notify();
  // a fresh start stores every table anew, and nothing else stays behind
  await persistence.clear();
  await persist();
}

/**
 * Stores what changed since the last write, among the tables reached since (no-op in Node).
 * A write that could not be stored is not applied: what this tab knows of the stored state is
 * forgotten, so the next request reads it again (inTransaction) and the change is gone, as a
 * database rolls back a transaction that could not commit.
 */
export async function persist(): Promise<void> {
  notify();
  const data = rawData();
  if (!data) return;
  const touched = takeTouched();
  try {
    await persistence.write(data, getSettings(), clockState().startedAtMs, touched);
  } catch (e) {
    persistence.forget();
    throw e;
  }
}

/** Takes a stored state this tab has read and checked as its data, settings and clock. */
function adopt(read: StoredRead) {
  setData(read.tables as unknown as DbData);
  read.adopt();
  clearTouched();
  const settings = storedSettings(read.meta.settings, defaultSettings());
  setSettings(settings);
  const { startedAtMs } = read.meta;
  configureClock({
    offset: settings.clockOffset,
    startedAtMs: Number.isFinite(startedAtMs) ? startedAtMs : Date.now(),
  });
}

/** The problems that keep a stored state from being used (none: it may be adopted). */
const problemsOf = (read: StoredRead) => [...read.problems, ...storedStateProblems(read.tables)];

function reportDamage(problems: string[]) {
  reportStoreNotice(
    `The stored demo data was damaged and has been reset (${problems[0]}${problems.length > 1 ? `, and ${problems.length - 1} more` : ''}).`,
    problems,
  );
}

/**
 * Brings this tab's copy up to date when another tab has written since (the stored revision
 * is newer): then the tables that moved are read again. What is stored but cannot be used is
 * reset with a notice, as on start; this tab's older copy is never written over it.
 */
async function syncFromStorage(): Promise<void> {
  const read = await persistence.readNewer(rawData() ?? {});
  if (!read) return;
  const problems = read === 'discarded' ? [] : problemsOf(read);
  if (read !== 'discarded' && problems.length === 0) {
    adopt(read);
    notify();
    return;
  }
  if (problems.length) reportDamage(problems);
  await resetDb();
}

/**
 * Runs one request of the mock server against the shared store, like a database transaction:
 * requests are serialized across the tabs of this browser (tabLock.ts) or by the HTTP server's
 * lock, each starts from the newest committed state (another tab's write is seen at once), and a
 * write is stored before the lock is released, so no tab overwrites another's newer data. In
 * Vitest there are no tabs: the request just runs. `readsOnly`: tables a write request reads
 * but never changes (tableTracking.ts).
 */
export async function inTransaction<T>(
  write: boolean,
  run: () => Promise<T>,
  readsOnly: readonly string[] = [],
): Promise<T> {
  const lock = sharedWithTabs ? (serverLock ?? tabLock()) : null;
  const request = async () => {
    if (!write) return whileReading(run);
    const result = await whileWriting(
      readsOnly,
      () => rawData() as unknown as Record<string, unknown>,
      run,
    );
    await persist();
    return result;
  };
  if (!lock) return request();
  return lock(write, async () => {
    await syncFromStorage();
    return request();
  });
}

/**
 * Loads the persisted state; seeds a fresh one when there is none or its version differs.
 * `defaultSeed`: the default scenario's seed as JSON text (deep-equal to `seed('default')`),
 * used instead of computing it for this and every later reseed of that scenario.
 */
export async function loadDb({ defaultSeed }: { defaultSeed?: () => Promise<string> } = {}) {
  builtDefaultSeed = defaultSeed ?? null;
  clearStoreNotice();
  sharedWithTabs = persistence.available();
  if (!sharedWithTabs) {
    setData(await freshData(getSettings().scenario));
    return;
  }
  try {
    const read = await persistence.load();
    if (read) {
      // anything that does not fit the current shape is discarded, never used half-way
      const problems = problemsOf(read);
      if (problems.length === 0) return adopt(read);
      reportDamage(problems);
    }
  } catch (e) {
    reportStoreNotice('The stored demo data could not be read and has been reset.', e);
  }
  await resetDb();
}

/**
 * For tests: a fresh, frozen-clock store without touching IndexedDB. Seeds are deterministic:
 * each scenario is seeded once and handed out as copies (seedCopies.ts).
 */
export function resetDbSync(scenario: ScenarioName = 'default') {
  sharedWithTabs = false;
  clearStoreNotice();
  setSettings({ ...defaultSettings(), scenario });
  configureClock({ offset: 0, startedAtMs: Date.now(), frozen: true });
  setData(freshSeed(scenario));
  clearTouched();
}
