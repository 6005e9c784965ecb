/**
 * The help content (FAQ categories with their items, how-to items) as the API shows it, in
 * position order: all of it for the admin's editors, and to readers only what is visible (the
 * visible categories that hold visible items, with those items: no empty category).
 */
import { db } from '../../db/store';
import type { FaqCategoryRecord, FaqItemRecord, HowToItemRecord } from '../../db/types';
import type { FaqCategory, FaqItem, HowToItem } from '@/api';

interface Positioned {
  position: number;
  id: number;
}

export const byPosition = (a: Positioned, b: Positioned) => a.position - b.position || a.id - b.id;

/** The position a new entry takes: after the last one. */
export const nextPosition = (rows: { position: number }[]) =>
  rows.reduce((max, r) => Math.max(max, r.position), 0) + 1;

export const toFaqItem = (i: FaqItemRecord): FaqItem => ({ ...i });
export const toHowTo = (h: HowToItemRecord): HowToItem => ({ ...h });

/** A category's items in position order (`visibleOnly`: those readers see). */
const itemsOf = (c: FaqCategoryRecord, visibleOnly: boolean) =>
  db()
    .faqItems.filter((i) => i.faqCategory === c.id && (!visibleOnly || i.visible))
    .sort(byPosition);

const categoryOf = (c: FaqCategoryRecord, items: FaqItemRecord[]): FaqCategory => ({
  id: c.id,
  name: c.name,
  visible: c.visible,
  position: c.position,
  faqItems: items.map(toFaqItem),
});

/** A category with all its items (the admin's editors). */
export const toCategory = (c: FaqCategoryRecord) => categoryOf(c, itemsOf(c, false));

/** What readers see of the FAQ: the visible categories that hold visible items. */
export const publicFaqs = (): FaqCategory[] =>
  db()
    .faqCategories.filter((c) => c.visible)
    .sort(byPosition)
    .map((c) => categoryOf(c, itemsOf(c, true)))
    .filter((c) => c.faqItems.length > 0);

/** What readers see of the how-tos: the visible ones. */
export const publicHowTos = (): HowToItem[] =>
  db()
    .howToItems.filter((h) => h.visible)
    .sort(byPosition)
    .map(toHowTo);
