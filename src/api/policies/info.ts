/** Cache policies of the operations tagged Info (see src/api/policy.ts). */
import { list } from '../cacheTags';
import type { PoliciesOf } from '../policy';

export const policies = {
  listFaqs: { provides: [list('Faq')] },
  listHowTos: { provides: [list('HowTo')] },
} satisfies PoliciesOf<'Info'>;
