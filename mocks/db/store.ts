/**
 * The one in-browser data store of the mock server.
 * - Deterministic: `resetDb(scenario)` seeds the same data every time (fixed faker seed and
 *   reference date, see seed.ts).
 * - Persistent in the browser: after every request that changes data (route.ts), what changed
 *   is written to IndexedDB in chunks of up to 1,000 records per table (their JSON text), so a
 *   write on the `large` scenario does not rewrite the 20,000 results when it renamed an
 *   analysis or edited one result; everything is read back on start. The stored copy is versioned; a different
 *   DB_VERSION reseeds cleanly instead of reading old shapes, and a stored state that does not
 *   fit the current shape (storedState.ts) is reseeded too, with a notice in the mock controls
 *   and the console.
 * - In Node (Vitest) there is no IndexedDB: the state lives in memory and every test file
 *   starts from a fresh seed.
 */
import { configureClock, clockState } from './clock';
import { seed } from './seed';
import { storedSettings, storedStateProblems } from './storedState';
import type { DbData, MockSettings, ScenarioName } from './types';

/** 2: one stored record per table (1 stored the whole state as one record). */
export const DB_VERSION = 2;
const IDB_NAME = 'strip-dashboard-mock';
const IDB_STORE = 'state';
/** What is stored besides the tables: version, revisions, settings (see StoredMeta). */
const IDB_META_KEY = 'meta';
/** The revision of the stored state, kept apart so a tab can check it without reading it all. */
const IDB_REVISION_KEY = 'revision';
/**
 * Tables are stored in chunks of up to CHUNK records, each chunk's JSON text under its own key
 * (`table:results:3`), so a write stores only the chunks it changed: editing one result rewrites
 * 1,000 results, not 20,000. A table that is no list (sequences, the session) is one chunk.
 */
const CHUNK = 1000;
export const chunkKey = (name: string, index: number) => `table:${name}:${index}`;
/** The Web Lock that serializes the mock's requests across the tabs of this browser. */
const LOCK_NAME = 'strip-dashboard-mock-store';

export const defaultSettings = (): MockSettings => ({
  scenario: 'default',
  clockOffset: 0,
  latency: 0,
  failures: {},
  countryCode: 'de',
});

interface StoredMeta {
  version: number;
  /** bumped by every write; a tab whose copy is older reloads before it reads or writes */
  revision: number;
  /**
   * per table: whether it is a list, and per chunk the revision that last wrote it (a tab
   * re-reads only the chunks that moved)
   */
  tables: Record<string, { list: boolean; chunks: number[] }>;
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
/**
 * What is stored per table, as far as this tab knows: per chunk, a copy of its value and the
 * revision that wrote it. A write compares each chunk with its copy (a walk that stops at the
 * first difference, far cheaper than serializing 20,000 results) and stores only the chunks
 * that differ.
 */
interface StoredChunk {
  copy: unknown;
  revision: number;
}
interface StoredTable {
  list: boolean;
  chunks: StoredChunk[];
}

/** A table's chunks: slices of CHUNK records for a list (at least one), else the value. */
function chunksOf(value: unknown): unknown[] {
  if (!Array.isArray(value)) return [value];
  const out: unknown[] = [];
  for (let i = 0; i < value.length; i += CHUNK) out.push(value.slice(i, i + CHUNK));
  return out.length ? out : [[]];
}
const storedTables = new Map<string, StoredTable>();

/** Deep equality of JSON-like values (what the tables hold). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka)
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
      return false;
  return true;
}
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
  // a fresh start stores every table anew, and nothing else stays behind
  if (hasIndexedDb()) await clearStored();
  await persist();
}

/** Empties the stored state (every table, the meta record, and what older versions left). */
async function clearStored(): Promise<void> {
  storedTables.clear();
  const idb = await openIdb();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(IDB_STORE, 'readwrite');
    tx.objectStore(IDB_STORE).clear();
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  idb.close();
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
    storedTables.clear();
    return openIdbOnce();
  }
}

/**
 * Stores the chunks of the tables that changed since they were last stored, with the next
 * revision, in one IndexedDB transaction (no-op in Node).
 */
export async function persist(): Promise<void> {
  notify();
  if (!hasIndexedDb() || !data) return;
  revision += 1;
  const writes: { key: string; json: string }[] = [];
  const deletes: string[] = [];
  const tables: StoredMeta['tables'] = {};
  const next = new Map<string, StoredTable>();
  for (const [name, value] of Object.entries(data)) {
    const list = Array.isArray(value);
    const known = storedTables.get(name);
    const same = known?.list === list ? known.chunks : [];
    const chunks = chunksOf(value).map((piece, index): StoredChunk => {
      const old = same[index];
      if (old && sameValue(piece, old.copy)) return old;
      // text and copy are taken now, before any await: what is stored is what is remembered
      writes.push({ key: chunkKey(name, index), json: JSON.stringify(piece) ?? 'null' });
      return { copy: structuredClone(piece), revision };
    });
    for (let i = chunks.length; i < (known?.chunks.length ?? 0); i++)
      deletes.push(chunkKey(name, i));
    tables[name] = { list, chunks: chunks.map((c) => c.revision) };
    next.set(name, { list, chunks });
  }
  const meta: StoredMeta = {
    version: DB_VERSION,
    revision,
    tables,
    settings,
    startedAtMs: clockState().startedAtMs,
  };
  const idb = await openIdb();
  await new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(IDB_STORE, 'readwrite');
    const store = tx.objectStore(IDB_STORE);
    for (const w of writes) store.put(w.json, w.key);
    for (const key of deletes) store.delete(key);
    store.put(meta, IDB_META_KEY);
    store.put(revision, IDB_REVISION_KEY);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  idb.close();
  storedTables.clear();
  next.forEach((table, name) => storedTables.set(name, table));
}

function readKey<T>(idb: IDBDatabase, key: string): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const req = idb.transaction(IDB_STORE, 'readonly').objectStore(IDB_STORE).get(key);
    req.onsuccess = () => resolve(req.result as T | undefined);
    req.onerror = () => reject(req.error);
  });
}

/**
 * Reads the stored tables, re-reading only the chunks whose revision differs from what this tab
 * knows (all of them when it knows nothing); `base` is this tab's data, whose records stand for
 * the chunks it already has. Returns the tables, what is now known of them, and what could not
 * be read.
 */
async function readTables(
  idb: IDBDatabase,
  meta: StoredMeta,
  base: Record<string, unknown>,
): Promise<{
  value: Record<string, unknown>;
  texts: Map<string, StoredTable>;
  problems: string[];
}> {
  const value: Record<string, unknown> = {};
  const texts = new Map<string, StoredTable>();
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(meta.tables ?? {})) {
    const known = storedTables.get(name);
    const mine = name in base && known?.list === entry.list ? known : undefined;
    const pieces: unknown[] = [];
    const chunks: StoredChunk[] = [];
    let broken = false;
    for (const [index, rev] of (entry.chunks ?? []).entries()) {
      const old = mine?.chunks[index];
      if (old && old.revision === rev) {
        pieces.push(
          entry.list
            ? (base[name] as unknown[]).slice(index * CHUNK, (index + 1) * CHUNK)
            : base[name],
        );
        chunks.push(old);
        continue;
      }
      const json = await readKey<unknown>(idb, chunkKey(name, index));
      if (typeof json !== 'string') {
        problems.push(`table ${name} is missing a part`);
        broken = true;
        break;
      }
      try {
        pieces.push(JSON.parse(json));
        chunks.push({ copy: JSON.parse(json), revision: rev });
      } catch {
        problems.push(`table ${name} is not valid JSON`);
        broken = true;
        break;
      }
    }
    if (broken) continue;
    if (entry.list) {
      if (!pieces.every(Array.isArray)) {
        problems.push(`table ${name} is not a list`);
        continue;
      }
      value[name] = (pieces as unknown[][]).flat();
    } else value[name] = pieces[0];
    texts.set(name, { list: entry.list, chunks });
  }
  return { value, texts, problems };
}

/**
 * Brings this tab's copy up to date when another tab has written since (the stored revision
 * is newer): then the tables that moved are read again.
 */
async function syncFromStorage(): Promise<void> {
  if (!hasIndexedDb()) return;
  const idb = await openIdb();
  try {
    const stored = (await readKey<number>(idb, IDB_REVISION_KEY)) ?? 0;
    if (stored === revision) return;
    const meta = await readKey<StoredMeta>(idb, IDB_META_KEY);
    if (!meta || meta.version !== DB_VERSION) return;
    const read = await readTables(idb, meta, (data ?? {}) as Record<string, unknown>);
    if (read.problems.length === 0 && storedStateProblems(read.value).length === 0) {
      data = read.value as unknown as DbData;
      storedTables.clear();
      read.texts.forEach((table, name) => storedTables.set(name, table));
      settings = storedSettings(meta.settings, defaultSettings());
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
    const meta = await readKey<StoredMeta>(idb, IDB_META_KEY);
    const storedRevision = await readKey<number>(idb, IDB_REVISION_KEY);
    storedTables.clear();
    const read = meta && meta.version === DB_VERSION ? await readTables(idb, meta, {}) : undefined;
    idb.close();
    if (meta && read) {
      // anything that does not fit the current shape is discarded, never used half-way
      const problems = [...read.problems, ...storedStateProblems(read.value)];
      if (problems.length === 0) {
        data = read.value as unknown as DbData;
        read.texts.forEach((table, name) => storedTables.set(name, table));
        revision = storedRevision ?? 0;
        settings = storedSettings(meta.settings, defaultSettings());
        const startedAtMs = Number.isFinite(meta.startedAtMs) ? meta.startedAtMs : Date.now();
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
