/** The achievements a user has earned, from the user's measurements in the store. */
import { db } from '../../db/store';
import { measurementsOf } from '../../model/results/measurementStats';
import { computeAchievements, type AchievementKey } from './achievementRules';

/** Earned achievements of a user (key and the date of the measurement that completed it). */
export function earnedAchievements(userId: number): { key: AchievementKey; achievedAt: number }[] {
  const d = db();
  return computeAchievements(measurementsOf(userId, d.results), d.parameters);
}
