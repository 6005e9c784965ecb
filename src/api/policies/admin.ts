/** Cache policies of the operations tagged Admin (see src/api/policy.ts). */
import { list } from '../cacheTags';
import { withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Admin'>({
  getAdminDashboard: { provides: ['AdminDashboard'] },
  listUsers: { provides: [list('AdminUser')] },
});
