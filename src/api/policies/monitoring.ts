/** Cache policies of the operations tagged Monitoring (see src/api/policy.ts). */
import { withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Monitoring'>({
  getMonitoringData: {},
  getWorldMap: {},
});
