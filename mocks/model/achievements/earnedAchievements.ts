/**
 * The achievements as the API shows them, and those a user has earned, from the user's
 * measurements in the store.
 */
import { db } from '../../db/store';
import { measurementsOf } from '../results/measurementStats';
import { ACHIEVEMENTS, computeAchievements, type AchievementKey } from './achievementRules';
import type { Achievement } from '@/api';

export const toAchievementDto = (
  a: (typeof ACHIEVEMENTS)[number],
  achievedAt?: number,
): Achievement => ({
  id: a.id,
  key: a.key as Achievement['key'],
  name: a.name,
  description: a.description,
  eventDescription: a.eventDescription,
  ...(achievedAt !== undefined ? { achievedAt } : {}),
});

/** Earned achievements of a user (key and the date of the measurement that completed it). */
export function earnedAchievements(userId: number): { key: AchievementKey; achievedAt: number }[] {
  const d = db();
  return computeAchievements(measurementsOf(userId, d.results), d.parameters);
}

/** The achievements a user has earned, in the order of the list, each with its date. */
export function userAchievements(userId: number): Achievement[] {
  const earned = new Map(earnedAchievements(userId).map((e) => [e.key, e.achievedAt]));
  return ACHIEVEMENTS.filter((a) => earned.has(a.key)).map((a) =>
    toAchievementDto(a, earned.get(a.key)),
  );
}
