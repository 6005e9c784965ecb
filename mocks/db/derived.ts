/**
 * Data derived from tables of the store (an index, a sorted view), built on first use by a read
 * request and kept for the next ones while those tables stay as they were: a write that reaches
 * one of them, a change made outside a request, a reseed or what another tab stored makes the
 * next read build it again. So a list of 20,000 results is sorted once per change, not once per
 * request.
 * Outside a read request (a write, a test, the controls) it is built anew from db() on every use:
 * a write reaches the tables it derives from as if it read them itself (they are compared and
 * stored), and changes records it got from it in place safely.
 * Code that changes records outside a request must reach them through db() each time (not hold a
 * record across a request): reaching the table is what marks the kept data as out of date.
 */
import { db, rawData } from './storeData';
import { readRequestRunning, tableVersion } from './tableTracking';
import type { DbData } from './types';

/**
 * `build(data, kept)`: `kept` says whether the value is kept for later reads (the data stays as
 * it is while it is used), or used once by code that may change the data meanwhile.
 */
export function derived<T>(
  tables: readonly (keyof DbData)[],
  build: (data: DbData, kept: boolean) => T,
) {
  let kept: { data: DbData; versions: number[]; value: T } | null = null;
  return (): T => {
    const view = db(); // seeds an empty store first
    if (!readRequestRunning()) return build(view, false);
    const data = rawData()!;
    const versions = tables.map(tableVersion);
    if (kept && kept.data === data && kept.versions.every((v, i) => v === versions[i]))
      return kept.value;
    kept = { data, versions, value: build(data, true) };
    return kept.value;
  };
}
