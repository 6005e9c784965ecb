/**
 * Stores the mock state through a backend (backend.ts) in chunks, and writes only what changed.
 * Tables are stored in chunks of up to CHUNK records, each chunk's JSON text under its own key
 * (`table:results:3`): editing one result rewrites 1,000 results, not 20,000, and renaming an
 * analysis rewrites only the analyses. A table that is no list (sequences, the session) is one
 * chunk. The stored copy is versioned: a different DB_VERSION is not read (the store reseeds).
 */
import type { MockSettings } from '../types';
import type { OnDiscarded, StateBackend, StoredMeta } from './backend';
import { chunkKey, chunksOf, sameValue } from './chunks';
import { discardNotice } from './metaCheck';
import { readStoredTables, type StoredChunk, type StoredTable } from './storedTables';

export { chunkKey } from './chunks';

/** 2: one stored record per table (1 stored the whole state as one record). */
export const DB_VERSION = 2;

/** A stored state as read back: its tables, and what could not be read. */
export interface StoredRead {
  meta: StoredMeta;
  tables: Record<string, unknown>;
  problems: string[];
  /** Takes this read as the tab's copy (once the state accepted it): its chunks and revision. */
  adopt(): void;
}

/**
 * `backend` is asked on every call (null: nothing is stored, the state lives in memory);
 * `onDiscarded` hears when stored content had to be thrown away (by the backend, or because
 * another version wrote it).
 */
export function chunkedPersistence(
  backend: (onDiscarded: OnDiscarded) => StateBackend | null,
  onDiscarded: OnDiscarded,
) {
  const known = new Map<string, StoredTable>();
  /** The revision of this tab's copy of the state. */
  let revision = 0;
  const current = () =>
    backend((reason) => {
      known.clear();
      onDiscarded(reason);
    });

  /** Reads the tables `meta` names (see readStoredTables), to be adopted once accepted. */
  async function readTables(
    from: StateBackend,
    meta: StoredMeta,
    base: Record<string, unknown>,
    storedRevision: number,
  ): Promise<StoredRead> {
    const { tables, copies, problems } = await readStoredTables(from, meta, base, known);
    const adopt = () => {
      known.clear();
      copies.forEach((table, name) => known.set(name, table));
      revision = storedRevision;
    };
    return { meta, tables, problems, adopt };
  }

  return {
    /** Whether the state is stored at all (a browser), or lives in memory only (Node). */
    available: () => current() !== null,

    /**
     * Stores the chunks of the tables that changed since they were last stored, with the next
     * revision, in one commit (no-op without a backend). `touched`: the only tables that may
     * have changed (tableTracking.ts); the others are not even compared, unless this tab has
     * never stored them. When the stored copy is not the one this tab knows (it was deleted
     * meanwhile, e.g. in the browser's devtools, or replaced), every table is stored anew: a
     * write answered 200 is never lost to a copy that is gone.
     */
    async write(
      data: object,
      settings: MockSettings,
      startedAtMs: number,
      touched?: ReadonlySet<string>,
    ): Promise<void> {
      const to = current();
      if (!to) return;
      const stored = await to.readRevision();
      if (stored !== revision) known.clear();
      revision = Math.max(revision, Number.isInteger(stored) ? stored! : 0) + 1;
      const writes: { key: string; json: string }[] = [];
      const deletes: string[] = [];
      const tables: StoredMeta['tables'] = {};
      const next = new Map<string, StoredTable>();
      for (const [name, value] of Object.entries(data)) {
        const list = Array.isArray(value);
        const table = known.get(name);
        if (touched && !touched.has(name) && table?.list === list) {
          tables[name] = { list, chunks: table.chunks.map((c) => c.revision) };
          next.set(name, table);
          continue;
        }
        const same = table?.list === list ? table.chunks : [];
        const chunks = chunksOf(value).map((piece, index): StoredChunk => {
          const old = same[index];
          if (old && sameValue(piece, old.copy)) return old;
          // text and copy are taken now, before any await: what is stored is what is remembered
          writes.push({ key: chunkKey(name, index), json: JSON.stringify(piece) ?? 'null' });
          return { copy: structuredClone(piece), revision };
        });
        for (let i = chunks.length; i < (table?.chunks.length ?? 0); i++)
          deletes.push(chunkKey(name, i));
        tables[name] = { list, chunks: chunks.map((c) => c.revision) };
        next.set(name, { list, chunks });
      }
      const meta: StoredMeta = { version: DB_VERSION, revision, tables, settings, startedAtMs };
      await to.commit({ writes, deletes, meta });
      known.clear();
      next.forEach((table, name) => known.set(name, table));
    },

    /**
     * The whole stored state, or undefined when there is none to use: nothing stored (a first
     * start), or a copy of another DB_VERSION or with a damaged meta record or revision, which is
     * reported (onDiscarded) and then reseeded by the store.
     */
    async load(): Promise<StoredRead | undefined> {
      const from = current();
      if (!from) return undefined;
      const meta: unknown = await from.readMeta();
      const storedRevision: unknown = await from.readRevision();
      known.clear();
      if (meta === undefined && storedRevision === undefined) return undefined;
      const notice = discardNotice(meta, storedRevision, DB_VERSION);
      if (notice) {
        onDiscarded(notice);
        return undefined;
      }
      return readTables(from, meta as StoredMeta, {}, storedRevision as number);
    },

    /**
     * What another tab stored since this tab's copy (only the chunks that moved; `base` is this
     * tab's data), or undefined when the copy is current. 'discarded': what is stored cannot be
     * used (reported as load reports it): the store reseeds rather than write its older copy
     * over it.
     */
    async readNewer(base: object): Promise<StoredRead | 'discarded' | undefined> {
      const from = current();
      if (!from) return undefined;
      const stored: unknown = await from.readRevision();
      if (stored === revision) return undefined;
      const meta: unknown = await from.readMeta();
      // deleted under the app: its next write stores every table anew
      if (meta === undefined && stored === undefined) return undefined;
      const notice = discardNotice(meta, stored, DB_VERSION);
      if (notice) {
        onDiscarded(notice);
        return 'discarded';
      }
      return readTables(
        from,
        meta as StoredMeta,
        base as Record<string, unknown>,
        stored as number,
      );
    },

    /**
     * Forgets what this tab knows of the stored state (a write could not be stored): the next
     * readNewer reads all of it again, and what the failed write changed in memory is gone.
     */
    forget(): void {
      known.clear();
      revision = -1;
    },

    /** Empties the stored state (every table, the meta record, and what older versions left). */
    async clear(): Promise<void> {
      known.clear();
      await current()?.clear();
    },
  };
}
