/** Cache policies of the operations tagged Monitoring (see src/api/policy.ts). */
import type { PoliciesOf } from '../policy';

export const policies = {
  getMonitoringData: {},
  getWorldMap: {},
} satisfies PoliciesOf<'Monitoring'>;
