/**
 * Where the mock's state is kept between page loads: a store of chunks (each a table's slice as
 * JSON text, under a key like `table:results:3`), a meta record and a revision number. The
 * chunking and the "write only what changed" rule live in chunkedPersistence.ts; a backend only
 * stores and returns what it is given.
 *
 * Backends: IndexedDB in the browser (indexedDbBackend.ts), files in a data folder for the Node
 * HTTP server (fileBackend.ts); selectBackend.ts picks one, and the state code (store.ts) is the
 * same for both.
 */
import type { MockSettings } from '../types';

/** What is stored besides the tables. */
export interface StoredMeta {
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

/** One write of the state: the chunks that changed, those that are gone, and the new meta. */
export interface StateCommit {
  writes: { key: string; json: string }[];
  deletes: string[];
  /** stored with its revision, which is also kept on its own (readRevision) */
  meta: StoredMeta;
}

export interface StateBackend {
  /** The revision of the stored state (undefined when none), without reading anything else. */
  readRevision(): Promise<number | undefined>;
  /** The meta record, or undefined when nothing is stored. */
  readMeta(): Promise<StoredMeta | undefined>;
  /** The stored values under `keys`, in order (undefined where a key holds nothing). */
  readChunks(keys: readonly string[]): Promise<unknown[]>;
  /** Stores a commit all at once: another reader sees all of it or none of it. */
  commit(commit: StateCommit): Promise<void>;
  /** Removes everything stored (chunks, meta, revision, and what older versions left). */
  clear(): Promise<void>;
}

/**
 * Called when a backend had to throw away what it held before it could be used (e.g. a database
 * written by another version): `reason` is the notice the mock controls show.
 */
export type OnDiscarded = (reason: string) => void;
