/** Cache policies of the operations tagged Achievements (see src/api/policy.ts). */
import { list } from '../cacheTags';
import { withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Achievements'>({
  listAchievements: { provides: [list('Achievement')] },
  getUserAchievements: { provides: [list('Achievement')] },
});
