import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { call } from '@tests/utils/apiClient';

describe('listFaqs', () => {
  it('lists visible categories with their visible items by position, for everyone', async () => {
    const res = await call('GET', '/faqs');
    expect(res.status).toBe(200);
    // 'Accounts' is visible but holds no question: readers do not see it
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['General']);
    const general = res.body[0];
    expect(general.faqItems.map((i: { id: number }) => i.id)).toEqual([1, 2, 3, 4, 5]);
    expect(general.faqItems[0]).toMatchObject({ faqCategory: 1, visible: true, position: 1 });
  });

  it('leaves out a visible category whose questions are all hidden', async () => {
    const d = db();
    for (const i of d.faqItems) if (i.faqCategory === 1) i.visible = false;
    d.faqCategories.find((c) => c.id === 2)!.visible = true;
    const res = await call('GET', '/faqs');
    expect(res.body.map((c: { name: string }) => c.name)).toEqual(['Beta features']);
  });

  it('follows changes of position and visibility', async () => {
    const d = db();
    d.faqItems.find((i) => i.id === 7)!.faqCategory = 3; // 'Accounts' gets a question
    d.faqCategories.find((c) => c.id === 3)!.position = 0;
    d.faqItems.find((i) => i.id === 1)!.position = 9;
    d.faqItems.find((i) => i.id === 6)!.visible = true;
    const res = await call('GET', '/faqs');
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([3, 1]);
    expect(res.body[1].faqItems.map((i: { id: number }) => i.id)).toEqual([2, 3, 4, 5, 6, 1]);
  });
});

describe('listHowTos', () => {
  it('lists the visible how-to items by position, for everyone', async () => {
    const res = await call('GET', '/how_tos');
    expect(res.status).toBe(200);
    expect(res.body.map((h: { id: number }) => h.id)).toEqual([1, 2, 3, 4]);
    expect(res.body[1].image).toMatch(/^data:image\/png;base64,/);
    db().howToItems.find((h) => h.id === 4)!.position = 0;
    const moved = await call('GET', '/how_tos');
    expect(moved.body.map((h: { id: number }) => h.id)).toEqual([4, 1, 2, 3]);
  });
});
