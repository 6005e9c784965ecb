/** Cache policies of the operations tagged Exports (see src/api/policy.ts): files, not kept. */
import { binary, type PoliciesOf } from '../policy';

export const policies = {
  exportNewsletter: binary,
  exportAnalyses: binary,
  exportAnalysisResults: binary,
  exportResults: binary,
  exportResult: binary,
  exportSharedResults: binary,
  exportUsers: binary,
} satisfies PoliciesOf<'Exports'>;
