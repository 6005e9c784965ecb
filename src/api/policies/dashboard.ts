/** Cache policies of the operations tagged Dashboard (see src/api/policy.ts). */
import { LIST, list, one } from '../cacheTags';
import { inline, type PoliciesOf } from '../policy';

export const policies = {
  getOverview: { provides: ['Overview'] },
  getWeeklyPerformance: { provides: ['Overview'] },
  listTestStripPackages: { provides: [list('Package')] },
  createTestStripPackage: { invalidates: [LIST('Package')], ...inline },
  updateTestStripPackage: { invalidates: [one('Package')], ...inline },
} satisfies PoliciesOf<'Dashboard'>;
