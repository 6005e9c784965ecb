/** Cache policies of the operations tagged Info (see src/api/policy.ts). */
import { list } from '../cacheTags';
import { withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'Info'>({
  listFaqs: { provides: [list('Faq')] },
  listHowTos: { provides: [list('HowTo')] },
});
