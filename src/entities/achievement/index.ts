/** The user's achievements: the badge row, the dialog of all achievements, their icons. */
export { AchievementBadges, badgeSlots, type AchievementBadgesProps } from './AchievementBadges';
export { AllAchievementsDialog, type AllAchievementsDialogProps } from './AllAchievementsDialog';
export { achievementIcon, achievementIcons, type AchievementKey } from './achievementIcons';
export { useAchievements, mergeAchievements, type AchievementItem } from './useAchievements';
