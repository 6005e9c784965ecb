/**
 * Which backend keeps the mock state: the files of the Node HTTP server's data folder when it
 * installed them (fileBackend.ts, see mocks/server); else IndexedDB in a browser; else none
 * (Vitest), where the state lives in memory and every test file starts from a fresh seed.
 */
import type { OnDiscarded, StateBackend } from './backend';
import { indexedDbBackend } from './indexedDbBackend';

let installed: StateBackend | null = null;

/** The Node server installs its file backend here (null takes it away again). */
export function installBackend(backend: StateBackend | null) {
  installed = backend;
}

export function selectBackend(onDiscarded: OnDiscarded): StateBackend | null {
  if (installed) return installed;
  if (typeof indexedDB !== 'undefined' && typeof window !== 'undefined')
    return indexedDbBackend(onDiscarded);
  return null;
}
