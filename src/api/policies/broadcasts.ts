/**
 * Cache policies of the operations tagged Broadcasts (see src/api/policy.ts). The list searches
 * titles and sorts by dates.
 */
import { LIST, list, one, record } from '../cacheTags';
import { inline, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Broadcasts'>({
  listBroadcasts: { provides: [list('Broadcast')] },
  createBroadcast: { invalidates: [LIST('Broadcast')], ...inline },
  // the detail page handles its failures (a 404, e.g. just deleted, shows not-found)
  getBroadcast: { provides: [record('Broadcast')], ...inline },
  // answers with the id only
  updateBroadcast: {
    invalidates: [one('Broadcast'), record('Broadcast'), LIST('Broadcast')],
    ...inline,
  },
  deleteBroadcast: {
    invalidates: [one('Broadcast'), record('Broadcast'), LIST('Broadcast'), LIST('Notification')],
  },
  // the answer is the broadcast as sent
  sendBroadcast: {
    fills: 'getBroadcast',
    invalidates: [one('Broadcast'), LIST('Broadcast'), LIST('Notification')],
  },
});
