/** Cache policies of the operations tagged Notifications (see src/api/policy.ts). */
import { list, one } from '../cacheTags';
import { binary, type PoliciesOf } from '../policy';

export const policies = {
  getBroadcastImage: binary,
  listNotifications: { provides: [list('Notification')] },
  readNotification: { invalidates: [one('Notification')] },
} satisfies PoliciesOf<'Notifications'>;
