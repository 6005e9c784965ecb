/**
 * Re-renders on every change of the mock store (data or settings). The store mutates its data
 * in place, so the snapshot is a change counter rather than the data itself.
 */
import { useSyncExternalStore } from 'react';
import { db, getSettings, subscribe } from '../db/store';

let version = 0;
subscribe(() => {
  version += 1;
});

const getVersion = () => version;

export function useMockStore() {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return { data: db(), settings: getSettings() };
}
