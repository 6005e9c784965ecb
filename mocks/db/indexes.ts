/**
 * Indexes of the store's tables that the hot reads share, kept between read requests while the
 * table stays as it was (derived.ts).
 */
import { derived } from './derived';
import type { ResultRecord } from './types';

/** Every result record by user id (deleted ones too), in stored order. */
const resultsByUser = derived(['results'], (d) => {
  const byUser = new Map<number, ResultRecord[]>();
  for (const r of d.results) {
    const list = byUser.get(r.userId);
    if (list) list.push(r);
    else byUser.set(r.userId, [r]);
  }
  return byUser;
});

/** A user's result records (deleted ones too), in stored order; not to be changed. */
export const resultsOfUser = (userId: number): readonly ResultRecord[] =>
  resultsByUser().get(userId) ?? [];

/** How many results a user has: live ones (not deleted) and measurements (nor discarded). */
export interface ResultCounts {
  live: number;
  measurements: number;
  liveByParameter: ReadonlyMap<number, number>;
  measurementsByParameter: ReadonlyMap<number, number>;
}

/** The counts per user, each counted on first use. */
const countsByUser = derived(['results'], () => new Map<number, ResultCounts>());

const add = (counts: Map<number, number>, key: number) =>
  counts.set(key, (counts.get(key) ?? 0) + 1);

/** A user's result counts (a user's level, Recently Measured, the dashboard's figures). */
export function resultCountsOf(userId: number): ResultCounts {
  const kept = countsByUser();
  let counts = kept.get(userId);
  if (counts) return counts;
  const liveByParameter = new Map<number, number>();
  const measurementsByParameter = new Map<number, number>();
  let live = 0;
  let measurements = 0;
  for (const r of resultsOfUser(userId)) {
    if (r.deletedAt !== null) continue;
    live += 1;
    add(liveByParameter, r.parameterId);
    if (r.discardedResult) continue;
    measurements += 1;
    add(measurementsByParameter, r.parameterId);
  }
  counts = { live, measurements, liveByParameter, measurementsByParameter };
  kept.set(userId, counts);
  return counts;
}
