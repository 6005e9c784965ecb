/**
 * Info (public): the visible FAQ categories that hold visible items, with those items (readers
 * see no empty category), and the visible how-tos.
 */
import { db } from '../../db/store';
import { reply } from '../../http/reply';
import { route } from '../../http/route';
import type { FaqCategory, HowToItem } from '@/api';

const byPosition = (a: { position: number; id: number }, b: { position: number; id: number }) =>
  a.position - b.position || a.id - b.id;

export const infoHandlers = [
  route('listFaqs', () => {
    const d = db();
    const categories: FaqCategory[] = d.faqCategories
      .filter((c) => c.visible)
      .sort(byPosition)
      .map((c) => ({
        id: c.id,
        name: c.name,
        visible: c.visible,
        position: c.position,
        faqItems: d.faqItems
          .filter((i) => i.faqCategory === c.id && i.visible)
          .sort(byPosition)
          .map((i) => ({ ...i })),
      }))
      .filter((c) => c.faqItems.length > 0);
    return reply('listFaqs', categories);
  }),

  route('listHowTos', () => {
    const items: HowToItem[] = db()
      .howToItems.filter((h) => h.visible)
      .sort(byPosition)
      .map((h) => ({ ...h }));
    return reply('listHowTos', items);
  }),
];
