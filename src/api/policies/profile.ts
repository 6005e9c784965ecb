/**
 * Cache policies of the operations tagged Profile (see src/api/policy.ts). 'AdminUser': a row of
 * the users list.
 */
import { LIST, one, record } from '../cacheTags';
import { binary, inline, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Profile'>({
  // the answer is the signed-in user as saved
  saveListMetadata: { fills: 'getUser' },
  getUser: { provides: [record('User')] },
  // the answer is the user as saved; the users list searches, sorts and filters by what a
  // profile edit changes
  updateUser: { fills: 'getUser', invalidates: [LIST('AdminUser')], ...inline },
  // not the user: the deleted user cannot be refetched (401 for oneself, 404 for an admin)
  deleteUser: { invalidates: [LIST('AdminUser'), 'AdminDashboard'] },
  getUserImage: binary,
  uploadUserImage: { invalidates: [record('User'), one('AdminUser')], ...inline },
  updatePassword: inline,
  // the dialog refetches the user itself: its own session may have ended (ManageDevicesDialog)
  logoutDevice: {},
  updateNewsletter: { fills: 'getUser' },
});
