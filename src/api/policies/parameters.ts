/** Cache policies of the operations tagged Parameters (see src/api/policy.ts). */
import { LIST, list, one } from '../cacheTags';
import { binary, inline, type PoliciesOf } from '../policy';

export const policies = {
  listParameters: { provides: [list('Parameter')] },
  createParameter: { invalidates: [LIST('Parameter'), 'Overview'], ...inline },
  getParameter: { provides: [one('Parameter')] },
  // status and visibility decide which parameters users see
  updateParameter: { invalidates: [one('Parameter'), LIST('Parameter'), 'Overview'], ...inline },
  getParameterFile: binary,
  listParameterOverview: { provides: [list('Parameter')] },
} satisfies PoliciesOf<'Parameters'>;
