/**
 * Which backend keeps the mock state between page loads: IndexedDB in a browser; none in Node
 * (Vitest), where the state lives in memory and every test file starts from a fresh seed.
 *
 * A Node file-system backend (one file per chunk under a data dir, each written to a temp file
 * and renamed into place, the meta and revision last) would plug in here, e.g. when a data dir is
 * configured; it implements StateBackend (backend.ts) and store.ts stays as it is. Processes that
 * share such a dir would also need a lock of their own in place of the browser's (tabLock.ts).
 */
import type { OnDiscarded, StateBackend } from './backend';
import { indexedDbBackend } from './indexedDbBackend';

export function selectBackend(onDiscarded: OnDiscarded): StateBackend | null {
  if (typeof indexedDB !== 'undefined' && typeof window !== 'undefined')
    return indexedDbBackend(onDiscarded);
  return null;
}
