/**
 * HelpAdmin tag: admin management of how-to items, FAQ categories and FAQ items (visible and
 * hidden). New entries are appended at the end (position max + 1); deleting a category deletes
 * its items. Pictures are only the app's own (model/help/helpPictures.ts).
 */
import { db, nextId } from '../../db/store';
import type { FaqCategoryRecord, FaqItemRecord, HowToItemRecord } from '../../db/types';
import { hydra, noContent, reply } from '../../http/reply';
import { numericId, readJson } from '../../http/request';
import { route } from '../../http/route';
import { parseTableQuery } from '../../http/tableQueryParams';
import { errors, validationError, violation, type Violation } from '../../lib/errors';
import { runTableQuery } from '../../lib/tableQuery';
import {
  byPosition,
  nextPosition,
  toCategory,
  toFaqItem,
  toHowTo,
} from '../../model/help/helpContent';
import { howToImage, sanitizeHelpText } from '../../model/help/helpPictures';
import { HELP_MESSAGES } from '@/domain/messages';
import { hasVisibleText } from '@/domain/richText';

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** A page of rows in position order (page, itemsPerPage default 10, pagination). */
function pageOf<T extends { position: number; id: number }>(rows: T[], query: URLSearchParams) {
  return runTableQuery([...rows].sort(byPosition), parseTableQuery(query, 10), {
    fields: {},
    searchFields: [],
  });
}

function find<T extends { id: number }>(rows: T[], id: string | undefined): T {
  const n = numericId(id);
  const found = rows.find((r) => r.id === n);
  if (!found) throw errors.notFound();
  return found;
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body = await readJson<unknown>(request);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw errors.badRequest('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

function check(problems: (Violation | false)[]) {
  const found = problems.filter((p): p is Violation => p !== false);
  if (found.length) throw validationError(found, 400);
}

const optionalBool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

async function readHowTo(request: Request, current?: HowToItemRecord) {
  const b = await readBody(request);
  const image = howToImage(b.image, current?.image ?? null);
  check([
    !isText(b.title) && violation('title', HELP_MESSAGES.title),
    !hasVisibleText(b.description) && violation('description', HELP_MESSAGES.description),
    'violation' in image && image.violation,
  ]);
  return {
    title: (b.title as string).trim(),
    description: sanitizeHelpText(b.description as string),
    image: 'image' in image ? image.image : null,
    visible: optionalBool(b.visible, current?.visible ?? true),
  };
}

async function readFaqItem(request: Request, current?: FaqItemRecord) {
  const b = await readBody(request);
  const categoryExists = db().faqCategories.some((c) => c.id === b.faqCategory);
  check([
    !isText(b.question) && violation('question', HELP_MESSAGES.question),
    !hasVisibleText(b.answer) && violation('answer', HELP_MESSAGES.answer),
    !categoryExists && violation('faqCategory', HELP_MESSAGES.itemCategory),
  ]);
  return {
    question: (b.question as string).trim(),
    answer: sanitizeHelpText(b.answer as string),
    faqCategory: b.faqCategory as number,
    visible: optionalBool(b.visible, current?.visible ?? true),
  };
}

export const helpAdminHandlers = [
  route('listHowToItems', ({ query }) => {
    const page = pageOf(db().howToItems, query);
    return reply('listHowToItems', hydra(page.items.map(toHowTo), page.total));
  }),
  route('getHowToItem', ({ params }) => {
    return reply('getHowToItem', toHowTo(find(db().howToItems, params.id)));
  }),
  route('createHowToItem', async ({ request }) => {
    const data = await readHowTo(request);
    const item: HowToItemRecord = {
      id: nextId('howToItems'),
      ...data,
      position: nextPosition(db().howToItems),
    };
    db().howToItems.push(item);
    return reply('createHowToItem', toHowTo(item), { status: 201 });
  }),
  route('updateHowToItem', async ({ request, params }) => {
    const item = find(db().howToItems, params.id);
    Object.assign(item, await readHowTo(request, item));
    return reply('updateHowToItem', toHowTo(item));
  }),
  route('deleteHowToItem', ({ params }) => {
    const item = find(db().howToItems, params.id);
    db().howToItems.splice(db().howToItems.indexOf(item), 1);
    return noContent();
  }),

  route('listFaqCategories', ({ query }) => {
    const page = pageOf(db().faqCategories, query);
    return reply('listFaqCategories', hydra(page.items.map(toCategory), page.total));
  }),
  route('getFaqCategory', ({ params }) => {
    return reply('getFaqCategory', toCategory(find(db().faqCategories, params.id)));
  }),
  route('createFaqCategory', async ({ request }) => {
    const b = await readBody(request);
    check([!isText(b.categoryName) && violation('categoryName', HELP_MESSAGES.category)]);
    const category: FaqCategoryRecord = {
      id: nextId('faqCategories'),
      name: (b.categoryName as string).trim(),
      visible: optionalBool(b.visible, true),
      position: nextPosition(db().faqCategories),
    };
    db().faqCategories.push(category);
    return reply('createFaqCategory', toCategory(category), { status: 201 });
  }),
  route('updateFaqCategory', async ({ request, params }) => {
    const category = find(db().faqCategories, params.id);
    const b = await readBody(request);
    check([!isText(b.categoryName) && violation('categoryName', HELP_MESSAGES.category)]);
    category.name = (b.categoryName as string).trim();
    category.visible = optionalBool(b.visible, category.visible);
    return reply('updateFaqCategory', toCategory(category));
  }),
  route('deleteFaqCategory', ({ params }) => {
    const category = find(db().faqCategories, params.id);
    const d = db();
    d.faqCategories.splice(d.faqCategories.indexOf(category), 1);
    d.faqItems = d.faqItems.filter((i) => i.faqCategory !== category.id);
    return noContent();
  }),

  route('getFaqItem', ({ params }) => {
    return reply('getFaqItem', toFaqItem(find(db().faqItems, params.id)));
  }),
  route('createFaqItem', async ({ request }) => {
    const data = await readFaqItem(request);
    const siblings = db().faqItems.filter((i) => i.faqCategory === data.faqCategory);
    const item: FaqItemRecord = {
      id: nextId('faqItems'),
      ...data,
      position: nextPosition(siblings),
    };
    db().faqItems.push(item);
    return reply('createFaqItem', toFaqItem(item), { status: 201 });
  }),
  route('updateFaqItem', async ({ request, params }) => {
    const item = find(db().faqItems, params.id);
    const data = await readFaqItem(request, item);
    if (data.faqCategory !== item.faqCategory) {
      const siblings = db().faqItems.filter((i) => i.faqCategory === data.faqCategory);
      item.position = nextPosition(siblings);
    }
    Object.assign(item, data);
    return reply('updateFaqItem', toFaqItem(item));
  }),
  route('deleteFaqItem', ({ params }) => {
    const item = find(db().faqItems, params.id);
    db().faqItems.splice(db().faqItems.indexOf(item), 1);
    return noContent();
  }),
];
