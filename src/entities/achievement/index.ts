/** The user's achievements: the badge row, the dialog of all achievements, their icons. */
import { onDemand } from '@/shared/ui/onDemand';

export { AchievementBadges, badgeSlots, type AchievementBadgesProps } from './AchievementBadges';
export type { AllAchievementsDialogProps } from './AllAchievementsDialog';
/** The dialog of all achievements, loaded when it is first opened. */
export const AllAchievementsDialog = onDemand(() =>
  import('./AllAchievementsDialog').then((m) => m.AllAchievementsDialog),
);
export { achievementIcon, achievementIcons, type AchievementKey } from './achievementIcons';
export { useAchievements, mergeAchievements, type AchievementItem } from './useAchievements';
