/** Cache policies of the operations tagged Exports (see src/api/policy.ts): files, not kept. */
import { binary, withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Exports'>({
  exportNewsletter: binary,
  exportAnalyses: binary,
  exportAnalysisResults: binary,
  exportResults: binary,
  exportResult: binary,
  exportSharedResults: binary,
  exportUsers: binary,
});
