/**
 * Cache policies of the operations tagged Results (see src/api/policy.ts). The detail page turns
 * a 404 into the not-found page itself.
 */
import { LIST, many, one, record, resultTable, SEARCHED_RESULT_LISTS } from '../cacheTags';
import { binary, inline, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Results'>({
  listResults: { provides: [resultTable] },
  deleteResults: {
    invalidates: [
      many('Result', (arg) => arg.resultIds.ids),
      LIST('Result'),
      'Analysis',
      'Overview',
      'User',
      'AdminDashboard',
    ],
  },
  getResult: { provides: [record('Result')], ...inline },
  // counts: of the analyses that held them (not known here), the dashboards, the owner's level
  deleteResult: {
    invalidates: [
      one('Result'),
      record('Result'),
      LIST('Result'),
      'Analysis',
      'Overview',
      'User',
      'AdminDashboard',
    ],
  },
  // the answer is the result as saved; its rows elsewhere (lists and share views showing it)
  // and the lists whose search can change are fetched again
  updateResult: {
    fills: 'getResult',
    invalidates: [one('Result'), SEARCHED_RESULT_LISTS],
    ...inline,
  },
  getResultImage: binary,
});
