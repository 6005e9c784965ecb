/**
 * The one in-browser data store of the mock server.
 * - Deterministic: `resetDb(scenario)` seeds the same data every time (fixed faker seed and
 *   reference date, see seed.ts).
 * - Persistent in the browser: the whole state is written to IndexedDB after every request that
 *   changes data (handlers/route.ts calls `persist()`), and read back on start. The stored copy
 *   is versioned; a different DB_VERSION reseeds cleanly instead of reading old shapes, and a
 *   stored state that does not fit the current shape (storedState.ts) is reseeded too, with a
 *   notice in the mock controls and the console.
 * - In Node (Vitest) there is no IndexedDB: the state lives in memory and every test file
 *   starts from a fresh seed.
 */
import { configureClock, clockState } from './clock';
import { seed } from './seed';
import { storedSettings, storedStateProblems } from './storedState';
import type { DbData, MockSettings, ScenarioName } from './types';

export const DB_VERSION = 1;
const IDB_NAME = 'strip-dashboard-mock';
const IDB_STORE = 'state';
const IDB_KEY = 'db';
/** The revision of the stored state, kept apart so a tab can check it without reading it all. */
const IDB_REVISION_KEY = 'revision';
/** The Web Lock that serializes the mock's requests across the tabs of this browser. */
const LOCK_NAME = 'strip-dashboard-mock-store';

export const defaultSettings = (): MockSettings => ({
  scenario: 'default',
  clockOffset: 0,
  latency: 0,
  failures: {},
  countryCode: 'de',
});

interface Persisted {
  version: number;
  /** bumped by every write; a tab whose copy is older reloads before it reads or writes */
  revision?: number;
  data: DbData;
  settings: MockSettings;
  startedAtMs: number;
}

let data: DbData | null = null;
let settings: MockSettings = defaultSettings();
/** The revision of this tab's copy of the state. */
let revision = 0;
/**
 * Whether this tab shares the stored state with the other tabs (the app, once loadDb ran).
 * Stories and tests reseed the store in memory before each case (resetDbSync): that state is
 * theirs alone and must never be replaced by what another story stored.
 */
let sharedWithTabs = false;
/** Why the stored data was discarded at start (shown by the mock controls), or null. */
let notice: string | null = null;

export const storeNotice = () => notice;
const listeners = new Set<() => void>();

/** The live data. Handlers read and change it, then the route wrapper persists it. */
export function db(): DbData {
  if (!data) data = seed(settings.scenario);
  return data;
}

export function getSettings(): MockSettings {
  return settings;
}

export function updateSettings(patch: Partial<MockSettings>) {
  settings = { ...settings, ...patch };
  if (patch.clockOffset !== undefined) configureClock({ offset: patch.clockOffset });
  notify();
  void persist();
}

/** Reseeds the store from scratch (fresh start), keeping nothing but the chosen scenario. */
export async function resetDb(scenario: ScenarioName = settings.scenario) {
  settings = { ...defaultSettings(), scenario };
  configureClock({ offset: 0, startedAtMs: Date.now() });
  data = seed(scenario);
  notify();
  await persist();
}

/** Next id of a table (sequences survive deletes, like a real database). */
export function nextId(table: string): number {
  const d = db();
  const next = (d.sequences[table] ?? 0) + 1;
  d.sequences[table] = next;
  return next;
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  listeners.forEach((l) => l());
}

function hasIndexedDb() {
  return typeof indexedDB !== 'undefined' && typeof window !== 'undefined';
}

function openIdbOnce(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(IDB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(IDB_STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function deleteIdb(): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(IDB_NAME);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    req.onblocked = () => resolve();
  });
}

/**
 * The mock's database. One at another version (written by a newer app, or by hand) cannot be
 * opened at ours: it is deleted and created afresh, and the state reseeded.
 */
async function openIdb(): Promise<IDBDatabase> {
  try {
    return await openIdbOnce();
  } catch (e) {
    if ((e as DOMException | null)?.name !== 'VersionError') throw e;
    notice = 'The stored demo data came from another version of the mock database; it was reset.';
    console.warn(`[mock] ${notice}`);
    await deleteIdb();
    return openIdbOnce();
  }
}

/** Writes the whole state to IndexedDB with the next revision (no-op in Node). */
export async function persist(): Promise<void> {
  notify();
  if (!hasIndexedDb() || !data) return;
  revision += 1;
  const value: Persisted = {
    version: DB_VERSION,
    revision,
    data,
    settings,
    startedAtMs: clockState().startedAtMs,
  };
  const idb = await openIdb();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(IDB_STORE, 'readwrite');
    tx.objectStore(IDB_STORE).put(value, IDB_KEY);
    tx.objectStore(IDB_STORE).put(revision, IDB_REVISION_KEY);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  idb.close();
}

function readKey<T>(idb: IDBDatabase, key: string): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const req = idb.transaction(IDB_STORE, 'readonly').objectStore(IDB_STORE).get(key);
    req.onsuccess = () => resolve(req.result as T | undefined);
    req.onerror = () => reject(req.error);
  });
}

/**
 * Brings this tab's copy up to date when another tab has written since (the stored revision
 * is newer): then the whole stored state is read again.
 */
async function syncFromStorage(): Promise<void> {
  if (!hasIndexedDb()) return;
  const idb = await openIdb();
  try {
    const stored = (await readKey<number>(idb, IDB_REVISION_KEY)) ?? 0;
    if (stored === revision) return;
    const value = await readKey<Persisted>(idb, IDB_KEY);
    if (value && value.version === DB_VERSION && storedStateProblems(value.data).length === 0) {
      data = value.data;
      settings = storedSettings(value.settings, defaultSettings());
      configureClock({ offset: settings.clockOffset });
      revision = stored;
      notify();
    }
  } finally {
    idb.close();
  }
}

/**
 * Runs one request of the mock server against the shared store, like a database transaction:
 * requests are serialized across the tabs of this browser (a Web Lock: shared for reads,
 * exclusive for writes), each starts from the newest committed state (another tab's write is
 * seen at once), and a write is stored before the lock is released, so no tab overwrites
 * another's newer data. In Node (tests) there are no tabs: the request just runs.
 */
export async function inTransaction<T>(write: boolean, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!sharedWithTabs || !locks) {
    const result = await run();
    if (write) await persist();
    return result;
  }
  return locks.request(LOCK_NAME, { mode: write ? 'exclusive' : 'shared' }, async () => {
    await syncFromStorage();
    const result = await run();
    if (write) await persist();
    return result;
  });
}

/**
 * Runs `run` with a copy of the data kept aside: when it throws, the data is put back as it was,
 * so a refused request leaves nothing behind (the copy costs a clone of the store, so only
 * requests already known to be suspect use it).
 */
export async function undoOnThrow<T>(run: () => Promise<T>): Promise<T> {
  const before = structuredClone(db());
  try {
    return await run();
  } catch (e) {
    data = before;
    throw e;
  }
}

/** Loads the persisted state; seeds a fresh one when there is none or its version differs. */
export async function loadDb(): Promise<void> {
  sharedWithTabs = hasIndexedDb();
  if (!hasIndexedDb()) {
    data = seed(settings.scenario);
    return;
  }
  try {
    const idb = await openIdb();
    const stored = await new Promise<Persisted | undefined>((resolve, reject) => {
      const req = idb.transaction(IDB_STORE, 'readonly').objectStore(IDB_STORE).get(IDB_KEY);
      req.onsuccess = () => resolve(req.result as Persisted | undefined);
      req.onerror = () => reject(req.error);
    });
    const storedRevision = await readKey<number>(idb, IDB_REVISION_KEY);
    idb.close();
    if (stored && stored.version === DB_VERSION) {
      // anything that does not fit the current shape is discarded, never used half-way
      const problems = storedStateProblems(stored.data);
      if (problems.length === 0) {
        data = stored.data;
        revision = storedRevision ?? 0;
        settings = storedSettings(stored.settings, defaultSettings());
        const startedAtMs = Number.isFinite(stored.startedAtMs) ? stored.startedAtMs : Date.now();
        configureClock({ offset: settings.clockOffset, startedAtMs });
        return;
      }
      notice = `The stored demo data was damaged and has been reset (${problems[0]}${problems.length > 1 ? `, and ${problems.length - 1} more` : ''}).`;
      console.warn(`[mock] ${notice}`, problems);
    }
  } catch (e) {
    notice = 'The stored demo data could not be read and has been reset.';
    console.warn(`[mock] ${notice}`, e);
  }
  await resetDb(settings.scenario);
}

/** Seeds are deterministic: seed each scenario once and hand out copies (tests reset per test). */
const seededCopies = new Map<ScenarioName, DbData>();
function freshSeed(scenario: ScenarioName): DbData {
  let seeded = seededCopies.get(scenario);
  if (!seeded) seededCopies.set(scenario, (seeded = seed(scenario)));
  return structuredClone(seeded);
}

/** For tests: a fresh, frozen-clock store without touching IndexedDB. */
export function resetDbSync(scenario: ScenarioName = 'default') {
  sharedWithTabs = false;
  settings = { ...defaultSettings(), scenario };
  configureClock({ offset: 0, startedAtMs: Date.now(), frozen: true });
  data = freshSeed(scenario);
}
