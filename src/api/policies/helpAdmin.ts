/**
 * Cache policies of the operations tagged HelpAdmin (see src/api/policy.ts). Lists show visible
 * items by position, so edits move them; 'Faq' alone: a category's record and every list hold
 * its items.
 */
import { LIST, list, one } from '../cacheTags';
import { withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'HelpAdmin'>({
  listFaqCategories: { provides: [list('Faq')] },
  createFaqCategory: { invalidates: [LIST('Faq')] },
  getFaqCategory: { provides: [one('Faq')] },
  createFaqItem: { invalidates: ['Faq'] },
  getFaqItem: { provides: [one('FaqItem')] },
  deleteFaqCategory: { invalidates: [one('Faq'), LIST('Faq'), 'FaqItem'] },
  updateFaqCategory: { invalidates: [one('Faq'), LIST('Faq')] },
  deleteFaqItem: { invalidates: [one('FaqItem'), 'Faq'] },
  updateFaqItem: { invalidates: [one('FaqItem'), 'Faq'] },
  listHowToItems: { provides: [list('HowTo')] },
  createHowToItem: { invalidates: [LIST('HowTo')] },
  getHowToItem: { provides: [one('HowTo')] },
  deleteHowToItem: { invalidates: [one('HowTo'), LIST('HowTo')] },
  updateHowToItem: { invalidates: [one('HowTo'), LIST('HowTo')] },
});
