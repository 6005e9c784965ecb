/** Cache policies of the operations tagged Admin (see src/api/policy.ts). */
import { list } from '../cacheTags';
import type { PoliciesOf } from '../policy';

export const policies = {
  getAdminDashboard: { provides: ['AdminDashboard'] },
  listUsers: { provides: [list('AdminUser')] },
} satisfies PoliciesOf<'Admin'>;
