/** Cache policies of the operations tagged Notifications (see src/api/policy.ts). */
import { list, one } from '../cacheTags';
import { binary, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Notifications'>({
  getBroadcastImage: binary,
  listNotifications: { provides: [list('Notification')] },
  readNotification: { invalidates: [one('Notification')] },
});
