/**
 * A store backend held in memory, as any other backend would be (the browser's IndexedDB, the
 * HTTP server's files): it keeps what it is given and records every commit and every read of
 * chunks, for the tests of the mock's persistence.
 */
import type { StateBackend, StateCommit, StoredMeta } from '@mocks/db/persistence/backend';

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
