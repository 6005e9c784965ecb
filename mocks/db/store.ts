/**
 * The one in-browser data store of the mock server.
 * - Deterministic: `resetDb(scenario)` seeds the same data every time (fixed faker seed and
 *   reference date, see seed.ts).
 * - Persistent in the browser: the whole state is written to IndexedDB after every request that
 *   changes data (handlers/route.ts calls `persist()`), and read back on start. The stored copy
 *   is versioned; a different DB_VERSION reseeds cleanly instead of reading old shapes.
 * - In Node (Vitest) there is no IndexedDB: the state lives in memory and every test file
 *   starts from a fresh seed.
 */
import { configureClock, clockState } from './clock';
import { seed } from './seed';
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

function openIdb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(IDB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(IDB_STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
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
      data = stored.data;
      settings = { ...defaultSettings(), ...stored.settings };
      configureClock({ offset: settings.clockOffset, startedAtMs: stored.startedAtMs });
      return;
    }
  } catch (e) {
    console.warn('[mock] could not read the stored data, reseeding', e);
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
