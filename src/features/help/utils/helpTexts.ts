/** The texts and page sizes of the FAQ and how-to editors, word for word. */

export const FAQ_TEXTS = {
  noQuestions: 'There are no questions in this category yet.',
  noCategories: 'There are no FAQ categories yet.',
  category: 'Category is required',
  itemCategory: 'Category is required. Please create a category first',
  question: 'Question is required',
  answer: 'Answer is required',
  categoryHint: 'At most 25 characters recommended.',
  questionHint: 'At most 100 characters recommended.',
  answerHint: 'About 300 characters recommended.',
} as const;
export const FAQ_PAGE_SIZES = [10, 20, 30];

export const HOWTO_TEXTS = {
  title: 'Title is required',
  description: 'Description is required',
  titleHint: 'At most 100 characters recommended.',
  empty: 'There are no how-to items yet.',
} as const;
export const HOWTO_PAGE_SIZE = 10;
