/**
 * The twelve achievements with what one user has earned: listAchievements merged with
 * getUserAchievements (achievedAt in epoch seconds, null when not earned yet).
 */
import { useMemo } from 'react';
import { useGetUserAchievementsQuery, useListAchievementsQuery, type Achievement } from '@/api';

export interface AchievementItem extends Achievement {
  earned: boolean;
  achievedAt: number | null;
}

export function mergeAchievements(all: Achievement[], earned: Achievement[]): AchievementItem[] {
  const dates = new Map(earned.map((e) => [e.id, e.achievedAt ?? null]));
  return all.map((a) => ({
    ...a,
    earned: dates.has(a.id),
    achievedAt: dates.get(a.id) ?? null,
  }));
}

export function useAchievements(userId: number) {
  const all = useListAchievementsQuery();
  const mine = useGetUserAchievementsQuery({ userId });
  const items = useMemo(
    () =>
      all.data && mine.data
        ? mergeAchievements(all.data['hydra:member'], mine.data['hydra:member'])
        : [],
    [all.data, mine.data],
  );
  return {
    items,
    isLoading: all.isLoading || mine.isLoading,
    error: all.error ?? mine.error,
    refetch: () => {
      void all.refetch();
      void mine.refetch();
    },
  };
}
