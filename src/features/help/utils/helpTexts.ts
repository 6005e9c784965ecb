/** The texts and page sizes of the FAQ and how-to editors, word for word. */
import { HELP_MESSAGES } from '@/domain/messages';

export const FAQ_TEXTS = {
  noQuestions: 'There are no questions in this category yet.',
  noCategories: 'There are no FAQ categories yet.',
  category: HELP_MESSAGES.category,
  itemCategory: HELP_MESSAGES.itemCategory,
  question: HELP_MESSAGES.question,
  answer: HELP_MESSAGES.answer,
  categoryHint: 'At most 25 characters recommended.',
  questionHint: 'At most 100 characters recommended.',
  answerHint: 'About 300 characters recommended.',
} as const;
export const FAQ_PAGE_SIZES = [10, 20, 30];

export const HOWTO_TEXTS = {
  title: HELP_MESSAGES.title,
  description: HELP_MESSAGES.description,
  titleHint: 'At most 100 characters recommended.',
  empty: 'There are no how-to items yet.',
} as const;
export const HOWTO_PAGE_SIZES = [10];
