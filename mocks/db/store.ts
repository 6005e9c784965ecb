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

export const defaultSettings = (): MockSettings => ({
  scenario: 'default',
  clockOffset: 0,
  latency: 0,
  failures: {},
  countryCode: 'de',
});

interface Persisted {
  version: number;
  data: DbData;
  settings: MockSettings;
  startedAtMs: number;
}

let data: DbData | null = null;
let settings: MockSettings = defaultSettings();
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

/** Writes the whole state to IndexedDB (no-op in Node). */
export async function persist(): Promise<void> {
  notify();
  if (!hasIndexedDb() || !data) return;
  const value: Persisted = {
    version: DB_VERSION,
    data,
    settings,
    startedAtMs: clockState().startedAtMs,
  };
  const idb = await openIdb();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(IDB_STORE, 'readwrite');
    tx.objectStore(IDB_STORE).put(value, IDB_KEY);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  idb.close();
}

/** Loads the persisted state; seeds a fresh one when there is none or its version differs. */
export async function loadDb(): Promise<void> {
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
    idb.close();
    if (stored && stored.version === DB_VERSION) {
      // anything that does not fit the current shape is discarded, never used half-way
      const problems = storedStateProblems(stored.data);
      if (problems.length === 0) {
        data = stored.data;
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
  settings = { ...defaultSettings(), scenario };
  configureClock({ offset: 0, startedAtMs: Date.now(), frozen: true });
  data = freshSeed(scenario);
}
