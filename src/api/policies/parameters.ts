/** Cache policies of the operations tagged Parameters (see src/api/policy.ts). */
import { LIST, list, many, one, record } from '../cacheTags';
import { binary, inline, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Parameters'>({
  listParameters: { provides: [list('Parameter')] },
  createParameter: { invalidates: [LIST('Parameter'), 'Overview'], ...inline },
  getParameter: { provides: [record('Parameter')] },
  // the answer is the parameter as saved; status and visibility decide which parameters users
  // see
  updateParameter: {
    fills: 'getParameter',
    invalidates: [one('Parameter'), LIST('Parameter'), 'Overview'],
    ...inline,
  },
  // the answer lacks the files, so it fills no query: the parameter's views and its own query
  // (the edit page) load again, as do the lists (users see visible parameters only)
  setParameterVisibility: {
    invalidates: [
      many('Parameter', (arg: { id: number }) => [arg.id]),
      LIST('Parameter'),
      'Overview',
    ],
    ...inline,
  },
  getParameterFile: binary,
  listParameterOverview: { provides: [list('Parameter')] },
});
