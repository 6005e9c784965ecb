/**
 * The lock that serializes the mock's requests across the tabs of this browser (a Web Lock):
 * shared for reads, exclusive for writes, so each request starts from the newest committed state
 * and no tab overwrites another's newer data (store.ts inTransaction).
 */
const LOCK_NAME = 'strip-dashboard-mock-store';

export type StoreLock = <T>(write: boolean, run: () => Promise<T>) => Promise<T>;

/** The cross-tab lock, or null where there are no Web Locks (Node: no other tabs). */
export function tabLock(): StoreLock | null {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return null;
  return async (write, run) =>
    locks.request(LOCK_NAME, { mode: write ? 'exclusive' : 'shared' }, run);
}
