/**
 * Statistics the server derives from a user's results: measurement counts and level,
 * per-parameter usage and measurements per day. Several tags answer with them: Dashboard (overview), Profile (the
 * User's level and counts) and Achievements (earnedAchievements.ts).
 * A "measurement" is a result that is neither deleted (deletedAt === null) nor discarded
 * (discardedResult === false); listAllMeasurementCount also counts the discarded ones.
 */
import { resultCountsOf, resultsOfUser as resultsOf } from '../../db/indexes';
import { db } from '../../db/store';
import type { ResultRecord } from '../../db/types';

/** Lowest measurement count of each level (level n = LEVEL_THRESHOLDS[n - 1]). */
export const LEVEL_THRESHOLDS = [0, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000] as const;
export const LEVEL_RANKS = [
  'Beginner',
  'Novice',
  'Apprentice',
  'Explorer',
  'Analyst',
  'Specialist',
  'Expert',
  'Master',
  'Grandmaster',
  'Champion',
  'Legend',
  'Icon',
] as const;

export interface Level {
  actualMeasurementLevel: number;
  actualMeasurementLevelRank: string;
  measurementsTillNextLevel: number;
}

/** Level 1 ('Beginner') from 0 measurements up to level 12 ('Icon') from 10,000. */
export function levelFor(count: number): Level {
  let i = 0;
  while (i + 1 < LEVEL_THRESHOLDS.length && count >= LEVEL_THRESHOLDS[i + 1]) i++;
  const next = LEVEL_THRESHOLDS[i + 1];
  return {
    actualMeasurementLevel: i + 1,
    actualMeasurementLevelRank: LEVEL_RANKS[i],
    measurementsTillNextLevel: next === undefined ? 0 : next - count,
  };
}

export const isMeasurement = (r: ResultRecord) => r.deletedAt === null && !r.discardedResult;

const byDate = (a: ResultRecord, b: ResultRecord) =>
  a.sampleCreationDate - b.sampleCreationDate || a.id - b.id;

/** The user's measurements, oldest first. */
export function measurementsOf(
  userId: number,
  results: readonly ResultRecord[] = resultsOf(userId),
): ResultRecord[] {
  return results.filter((r) => r.userId === userId && isMeasurement(r)).sort(byDate);
}

export function measurementStats(userId: number) {
  const { measurements: count, live: all } = resultCountsOf(userId);
  return { countOfMeasurements: count, ...levelFor(count), listAllMeasurementCount: all };
}

/** Measurements per parameter id (only parameters the user has measured). */
export function parameterUsage(userId: number): Map<number, number> {
  return new Map(resultCountsOf(userId).measurementsByParameter);
}

/**
 * A user's measurements from `from` to `to` (epoch seconds, both included) counted per UTC
 * calendar day and parameter, by day and parameter id, each with the parameter's shown name.
 */
export function dailyMeasurements(userId: number, from: number, to: number) {
  const d = db();
  const counts = new Map<string, { date: string; parameterId: number; count: number }>();
  for (const r of resultsOf(userId)) {
    if (!isMeasurement(r)) continue;
    if (r.sampleCreationDate < from || r.sampleCreationDate > to) continue;
    const date = new Date(r.sampleCreationDate * 1000).toISOString().slice(0, 10);
    const key = `${date}|${r.parameterId}`;
    const entry = counts.get(key) ?? { date, parameterId: r.parameterId, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort((a, b) => a.date.localeCompare(b.date) || a.parameterId - b.parameterId)
    .map((e) => {
      const p = d.parameters.find((x) => x.id === e.parameterId);
      return { ...e, parameterName: p?.displayedName || p?.name || `Parameter ${e.parameterId}` };
    });
}
