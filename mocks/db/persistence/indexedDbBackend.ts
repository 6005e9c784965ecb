/**
 * The browser's backend of the mock state: one IndexedDB database with one object store, each
 * chunk's JSON text under its key, the meta record under 'meta' and the revision under
 * 'revision' (kept apart so a tab can check it without reading the meta). A connection is opened
 * per call and closed after it.
 */
import type { OnDiscarded, StateBackend, StateCommit, StoredMeta } from './backend';

const IDB_NAME = 'strip-dashboard-mock';
const IDB_STORE = 'state';
/** What is stored besides the tables: version, revisions, settings (see StoredMeta). */
const IDB_META_KEY = 'meta';
/** The revision of the stored state, kept apart so a tab can check it without reading it all. */
const IDB_REVISION_KEY = 'revision';

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
 * Runs one read-write transaction on the store and resolves when it is committed; rejects when
 * it fails, also when the browser aborts it at commit (its storage full: a QuotaExceededError
 * with no request left to report it, only the abort).
 */
function write(idb: IDBDatabase, fill: (store: IDBObjectStore) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const tx = idb.transaction(IDB_STORE, 'readwrite');
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new DOMException('The write was aborted.', 'AbortError'));
    try {
      fill(tx.objectStore(IDB_STORE));
    } catch (e) {
      // a refused put: none of the commit is stored (the chunks without their meta would be)
      tx.abort();
      reject(e);
    }
  });
}

/** The values under `keys`, read in one transaction. */
function readKeys(idb: IDBDatabase, keys: readonly string[]): Promise<unknown[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    const store = idb.transaction(IDB_STORE, 'readonly').objectStore(IDB_STORE);
    const values: unknown[] = new Array(keys.length);
    let left = keys.length;
    keys.forEach((key, i) => {
      const req = store.get(key);
      req.onsuccess = () => {
        values[i] = req.result;
        if (--left === 0) resolve(values);
      };
      req.onerror = () => reject(req.error);
    });
  });
}

export function indexedDbBackend(onDiscarded: OnDiscarded): StateBackend {
  /**
   * The mock's database. One at another version (written by a newer app, or by hand) cannot be
   * opened at ours, and one without the object store the mock keeps its data in cannot be used:
   * either is deleted and created afresh, and the state reseeded.
   */
  async function openIdb(): Promise<IDBDatabase> {
    let idb: IDBDatabase;
    try {
      idb = await openIdbOnce();
    } catch (e) {
      if ((e as DOMException | null)?.name !== 'VersionError') throw e;
      onDiscarded(
        'The stored demo data came from another version of the mock database; it was reset.',
      );
      await deleteIdb();
      return openIdbOnce();
    }
    if (idb.objectStoreNames.contains(IDB_STORE)) return idb;
    idb.close();
    onDiscarded(
      'The stored demo data was damaged and has been reset (the database has no store for it).',
    );
    await deleteIdb();
    return openIdbOnce();
  }

  async function withIdb<T>(work: (idb: IDBDatabase) => Promise<T>): Promise<T> {
    const idb = await openIdb();
    try {
      return await work(idb);
    } finally {
      idb.close();
    }
  }

  return {
    readRevision: () =>
      withIdb(async (idb) => (await readKeys(idb, [IDB_REVISION_KEY]))[0] as number | undefined),
    readMeta: () =>
      withIdb(async (idb) => (await readKeys(idb, [IDB_META_KEY]))[0] as StoredMeta | undefined),
    readChunks: (keys) => withIdb((idb) => readKeys(idb, keys)),
    commit: ({ writes, deletes, meta }: StateCommit) =>
      withIdb((idb) =>
        write(idb, (store) => {
          for (const w of writes) store.put(w.json, w.key);
          for (const key of deletes) store.delete(key);
          store.put(meta, IDB_META_KEY);
          store.put(meta.revision, IDB_REVISION_KEY);
        }),
      ),
    clear: () => withIdb((idb) => write(idb, (store) => store.clear())),
  };
}
