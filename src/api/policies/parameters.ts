/** Cache policies of the operations tagged Parameters (see src/api/policy.ts). */
import { LIST, list, one } from '../cacheTags';
import { binary, inline, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Parameters'>({
  listParameters: { provides: [list('Parameter')] },
  createParameter: { invalidates: [LIST('Parameter'), 'Overview'], ...inline },
  getParameter: { provides: [one('Parameter')] },
  // status and visibility decide which parameters users see
  updateParameter: { invalidates: [one('Parameter'), LIST('Parameter'), 'Overview'], ...inline },
  getParameterFile: binary,
  listParameterOverview: { provides: [list('Parameter')] },
});
