/** Cache policies of the operations tagged Dashboard (see src/api/policy.ts). */
import { LIST, list, one } from '../cacheTags';
import { inline, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Dashboard'>({
  getOverview: { provides: ['Overview'] },
  getWeeklyPerformance: { provides: ['Overview'] },
  listTestStripPackages: { provides: [list('Package')] },
  createTestStripPackage: { invalidates: [LIST('Package')], ...inline },
  updateTestStripPackage: { invalidates: [one('Package')], ...inline },
});
