/**
 * Cache policies of the operations tagged Profile (see src/api/policy.ts). 'User' alone: the
 * signed-in user (the call names no id); 'AdminUser': a row of the users list.
 */
import { LIST, one } from '../cacheTags';
import { binary, inline, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Profile'>({
  saveListMetadata: { invalidates: ['User'] },
  getUser: { provides: [one('User')] },
  // the users list searches, sorts and filters by what a profile edit changes
  updateUser: { invalidates: [one('User'), LIST('AdminUser')], ...inline },
  // not the user: the deleted user cannot be refetched (401 for oneself, 404 for an admin)
  deleteUser: { invalidates: [LIST('AdminUser'), 'AdminDashboard'] },
  getUserImage: binary,
  uploadUserImage: { invalidates: [one('User'), one('AdminUser')], ...inline },
  updatePassword: inline,
  // the dialog refetches the user itself: its own session may have ended (ManageDevicesDialog)
  logoutDevice: {},
  updateNewsletter: { invalidates: ['User'] },
});
