/**
 * Achievements: the twelve achievements, and those a user has earned (self or admin; other
 * users' ids answer 404). Earned ones come from the user's measurements
 * (model/achievements/earnedAchievements.ts).
 */
import { hydra, reply } from '../../http/reply';
import { numericId } from '../../http/request';
import { route } from '../../http/route';
import { requireUser } from '../../http/session';
import { ACHIEVEMENTS } from '../../model/achievements/achievementRules';
import { toAchievementDto, userAchievements } from '../../model/achievements/earnedAchievements';
import { targetUser } from '../../model/users/userDto';

export const achievementHandlers = [
  route('listAchievements', () => {
    requireUser();
    return reply('listAchievements', hydra(ACHIEVEMENTS.map((a) => toAchievementDto(a))));
  }),

  route('getUserAchievements', ({ params }) => {
    const me = requireUser();
    const user = targetUser(me, numericId(params.userId));
    return reply('getUserAchievements', hydra(userAchievements(user.id)));
  }),
];
