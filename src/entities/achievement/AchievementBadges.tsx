/**
 * A user's achievement badges (profile and home dashboard): every earned one (newest first),
 * then not-yet-earned ones until at least `minSlots` badges show. Earned badges are filled,
 * the others outlined in grey.
 */
import { Flex } from 'antd';
import { QueryState } from '@/shared/ui/QueryState';
import { AchievementBadge } from './AchievementBadge';
import { useAchievements, type AchievementItem } from './useAchievements';

export interface AchievementBadgesProps {
  userId: number;
  /** Minimum number of badges shown; not-yet-earned ones fill the slots (default 6). */
  minSlots?: number;
}

/** Earned (newest first), then unearned in list order up to `minSlots` in total. */
export function badgeSlots(items: AchievementItem[], minSlots: number): AchievementItem[] {
  const earned = items
    .filter((a) => a.earned)
    .sort((a, b) => (b.achievedAt ?? 0) - (a.achievedAt ?? 0) || a.id - b.id);
  const open = items.filter((a) => !a.earned);
  return [...earned, ...open.slice(0, Math.max(0, minSlots - earned.length))];
}

export function AchievementBadges({ userId, minSlots = 6 }: AchievementBadgesProps) {
  const { items, isLoading, error, refetch } = useAchievements(userId);
  return (
    <QueryState
      isLoading={isLoading}
      error={error}
      onRetry={refetch}
      isEmpty={items.length === 0}
      emptyText="No achievements"
      minHeight={90}
    >
      <Flex wrap gap={8} role="list" aria-label="Achievements">
        {badgeSlots(items, minSlots).map((item) => (
          <AchievementBadge key={item.id} item={item} />
        ))}
      </Flex>
    </QueryState>
  );
}
