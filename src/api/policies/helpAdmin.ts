/**
 * Cache policies of the operations tagged HelpAdmin (see src/api/policy.ts). Lists show visible
 * items by position, so edits move them; 'Faq' alone: a category's record and every list hold
 * its items.
 */
import { LIST, list, one, record } from '../cacheTags';
import { withPolicies } from '../policy';

/** The api the generated part injects the operations into, with their policies. */
export const policyApi = withPolicies<'HelpAdmin'>({
  listFaqCategories: { provides: [list('Faq')] },
  createFaqCategory: { invalidates: [LIST('Faq')] },
  getFaqCategory: { provides: [record('Faq')] },
  createFaqItem: { invalidates: ['Faq'] },
  getFaqItem: { provides: [record('FaqItem')] },
  deleteFaqCategory: { invalidates: [one('Faq'), record('Faq'), LIST('Faq'), 'FaqItem'] },
  // an edit answers with the record as saved, which fills its query
  updateFaqCategory: { fills: 'getFaqCategory', invalidates: [one('Faq'), LIST('Faq')] },
  deleteFaqItem: { invalidates: [one('FaqItem'), record('FaqItem'), 'Faq'] },
  updateFaqItem: { fills: 'getFaqItem', invalidates: [one('FaqItem'), 'Faq'] },
  listHowToItems: { provides: [list('HowTo')] },
  createHowToItem: { invalidates: [LIST('HowTo')] },
  getHowToItem: { provides: [record('HowTo')] },
  deleteHowToItem: { invalidates: [one('HowTo'), record('HowTo'), LIST('HowTo')] },
  updateHowToItem: { fills: 'getHowToItem', invalidates: [one('HowTo'), LIST('HowTo')] },
});
