/** Cache policies of the operations tagged Achievements (see src/api/policy.ts). */
import { list } from '../cacheTags';
import type { PoliciesOf } from '../policy';

export const policies = {
  listAchievements: { provides: [list('Achievement')] },
  getUserAchievements: { provides: [list('Achievement')] },
} satisfies PoliciesOf<'Achievements'>;
