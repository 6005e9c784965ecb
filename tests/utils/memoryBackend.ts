/**
 * A store backend held in memory, as any other backend would be (the browser's IndexedDB, the
 * HTTP server's files): it keeps what it is given and records every commit and every read of
 * chunks, for the tests of the mock's persistence.
 */
import { afterEach, beforeEach } from 'vitest';
import type { StateBackend, StateCommit, StoredMeta } from '@mocks/db/persistence/backend';
import { installServerStorage, loadDb, resetDb, resetDbSync } from '@mocks/db/store';

export function memoryBackend() {
  const chunks = new Map<string, string>();
  let meta: StoredMeta | undefined;
  const commits: StateCommit[] = [];
  const reads: string[][] = [];
  const backend: StateBackend = {
    readRevision: async () => meta?.revision,
    readMeta: async () => meta && structuredClone(meta),
    readChunks: async (keys) => {
      reads.push([...keys]);
      return keys.map((k) => chunks.get(k));
    },
    commit: async (commit) => {
      commits.push(commit);
      for (const w of commit.writes) chunks.set(w.key, w.json);
      for (const key of commit.deletes) chunks.delete(key);
      meta = structuredClone(commit.meta);
    },
    clear: async () => {
      chunks.clear();
      meta = undefined;
    },
  };
  /** The tables the last commit wrote chunks of. */
  const lastWritten = () =>
    [...new Set(commits.at(-1)?.writes.map((w) => w.key.split(':')[1]))].sort();
  return { backend, commits, reads, chunks, lastWritten };
}

/**
 * For each test of the calling block: the mock's store on a new memory backend, seeded with the
 * default scenario (as the HTTP server runs it on its files), and the plain in-memory store again
 * after it. Returns the current test's backend.
 */
export function storeInMemory() {
  let memory = memoryBackend();
  beforeEach(async () => {
    memory = memoryBackend();
    installServerStorage({ backend: memory.backend, lock: (_write, run) => run() });
    await loadDb();
    await resetDb('default');
  });
  afterEach(() => {
    installServerStorage(null);
    resetDbSync();
  });
  return () => memory;
}
