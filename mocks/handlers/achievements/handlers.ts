/**
 * Achievements: the twelve achievements, and those a user has earned (self or admin; other
 * users' ids answer 404). Earned ones come from the user's measurements (earnedAchievements.ts).
 */
import { hydra, reply } from '../../http/reply';
import { numericId } from '../../http/request';
import { requireUser, targetUser } from '../../http/session';
import { route } from '../../http/route';
import { ACHIEVEMENTS } from './achievementRules';
import { earnedAchievements } from './earnedAchievements';
import type { Achievement } from '@/api';

const toDto = (a: (typeof ACHIEVEMENTS)[number], achievedAt?: number): Achievement => ({
  id: a.id,
  key: a.key as Achievement['key'],
  name: a.name,
  description: a.description,
  eventDescription: a.eventDescription,
  ...(achievedAt !== undefined ? { achievedAt } : {}),
});

export const achievementHandlers = [
  route('listAchievements', () => {
    requireUser();
    return reply('listAchievements', hydra(ACHIEVEMENTS.map((a) => toDto(a))));
  }),

  route('getUserAchievements', ({ params }) => {
    const me = requireUser();
    const user = targetUser(me, numericId(params.userId));
    const earned = new Map(earnedAchievements(user.id).map((e) => [e.key, e.achievedAt]));
    const member = ACHIEVEMENTS.filter((a) => earned.has(a.key)).map((a) =>
      toDto(a, earned.get(a.key)),
    );
    return reply('getUserAchievements', hydra(member));
  }),
];
