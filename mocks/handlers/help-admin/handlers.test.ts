import { db } from '@mocks/db/store';
import { call, loginAs } from '@tests/utils/apiClient';
import { jpegBase64, pngBase64 } from '@tests/utils/pictures';

// Seed: how-to items 1-5 (5 hidden); FAQ categories 1 General (items 1-6), 2 Beta features
// (hidden; items 7-8), 3 Accounts (no items).
const howTo = (patch: Record<string, unknown> = {}) => ({
  title: 'Clean the colour card',
  description: '<p>Wipe it with a <strong>dry</strong> cloth.</p>',
  image: null,
  visible: true,
  ...patch,
});
const faqItem = (patch: Record<string, unknown> = {}) => ({
  question: 'Can I reuse a strip?',
  answer: '<p>No, every strip is for one measurement.</p>',
  faqCategory: 1,
  visible: true,
  ...patch,
});
const messages = (body: { violations: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

const ADMIN_CALLS: [string, string, unknown?][] = [
  ['GET', '/how_to_items'],
  ['GET', '/how_to_items/1'],
  ['POST', '/how_to_items', howTo()],
  ['PUT', '/howto/howtoitem/1/update', howTo()],
  ['DELETE', '/howto/howtoitem/1'],
  ['GET', '/faq_categories'],
  ['GET', '/faq_categories/1'],
  ['POST', '/faq_categories', { categoryName: 'New' }],
  ['PUT', '/faq/category/1/update', { categoryName: 'New', visible: true }],
  ['DELETE', '/faq/category/1'],
  ['GET', '/faq_items/1'],
  ['POST', '/faq_items', faqItem()],
  ['PUT', '/faq/faqitem/1/update', faqItem()],
  ['DELETE', '/faq/faqitem/1'],
];

describe('HelpAdmin access', () => {
  it.each(ADMIN_CALLS)(
    '%s %s: 401 for anonymous callers, 403 for users',
    async (method, path, body) => {
      expect((await call(method, path, body)).status).toBe(401);
      await loginAs('user@example.com');
      expect((await call(method, path, body)).status).toBe(403);
    },
  );

  it.each([
    ['GET', '/how_to_items/99'],
    ['PUT', '/howto/howtoitem/99/update', howTo()],
    ['DELETE', '/howto/howtoitem/99'],
    ['GET', '/faq_categories/99'],
    ['PUT', '/faq/category/99/update', { categoryName: 'x' }],
    ['DELETE', '/faq/category/99'],
    ['GET', '/faq_items/99'],
    ['PUT', '/faq/faqitem/99/update', faqItem()],
    ['DELETE', '/faq/faqitem/99'],
  ] as [string, string, unknown?][])('%s %s: 404 for unknown ids', async (method, path, body) => {
    await loginAs('admin@example.com');
    expect((await call(method, path, body)).status).toBe(404);
  });
});

describe('how-to items', () => {
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it('lists visible and hidden items by position, 10 per page by default', async () => {
    const res = await call('GET', '/how_to_items?page=1&pagination=true');
    expect(res.body['hydra:totalItems']).toBe(5);
    expect(res.body['hydra:member'].map((h: { id: number }) => h.id)).toEqual([1, 2, 3, 4, 5]);
    const page = await call('GET', '/how_to_items?page=2&itemsPerPage=2');
    expect(page.body['hydra:member'].map((h: { id: number }) => h.id)).toEqual([3, 4]);
  });

  it('gets one item', async () => {
    const res = await call('GET', '/how_to_items/2');
    expect(res.body).toMatchObject({ id: 2, title: 'Dip and wait', visible: true });
  });

  it('creates an item at the end', async () => {
    const res = await call('POST', '/how_to_items', howTo());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Clean the colour card', visible: true, position: 6 });
    expect(db().howToItems).toHaveLength(6);
  });

  it('needs a title and a description with text', async () => {
    const res = await call(
      'POST',
      '/how_to_items',
      howTo({ title: ' ', description: '<p><br></p>' }),
    );
    expect(res.status).toBe(400);
    expect(messages(res.body)).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
    const imageOnly = await call(
      'POST',
      '/how_to_items',
      howTo({ description: '<p><img src="x.png"></p>' }),
    );
    expect(messages(imageOnly.body)).toEqual({ description: 'Description is required' });
  });

  it('updates an item and flips its visibility', async () => {
    const res = await call(
      'PUT',
      '/howto/howtoitem/1/update',
      howTo({ title: 'Prepare', visible: false }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, title: 'Prepare', visible: false, position: 1 });
    expect(db().howToItems.find((h) => h.id === 1)?.visible).toBe(false);
    const invalid = await call('PUT', '/howto/howtoitem/1/update', howTo({ description: '' }));
    expect(invalid.status).toBe(400);
  });

  it('deletes an item', async () => {
    expect((await call('DELETE', '/howto/howtoitem/3')).status).toBe(204);
    expect((await call('GET', '/how_to_items/3')).status).toBe(404);
  });
});

describe('FAQ categories', () => {
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it('lists the categories with their items by position', async () => {
    const res = await call('GET', '/faq_categories?itemsPerPage=10&page=1&pagination=true');
    expect(res.body['hydra:totalItems']).toBe(3);
    const [general, beta, accounts] = res.body['hydra:member'];
    expect(general.faqItems.map((i: { id: number }) => i.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(beta).toMatchObject({ id: 2, visible: false });
    expect(accounts.faqItems).toEqual([]);
  });

  it('gets one category', async () => {
    const res = await call('GET', '/faq_categories/2');
    expect(res.body).toMatchObject({ id: 2, name: 'Beta features' });
    expect(res.body.faqItems).toHaveLength(2);
  });

  it('creates a category at the end, visible by default', async () => {
    const res = await call('POST', '/faq_categories', { categoryName: 'Orders' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Orders', visible: true, position: 4, faqItems: [] });
  });

  it('needs a category name', async () => {
    const res = await call('POST', '/faq_categories', { categoryName: '' });
    expect(res.status).toBe(400);
    expect(messages(res.body)).toEqual({ categoryName: 'Category is required' });
    const update = await call('PUT', '/faq/category/1/update', {
      categoryName: '  ',
      visible: true,
    });
    expect(messages(update.body)).toEqual({ categoryName: 'Category is required' });
  });

  it('renames a category and flips its visibility', async () => {
    const res = await call('PUT', '/faq/category/1/update', {
      categoryName: 'Basics',
      visible: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, name: 'Basics', visible: false });
    expect(res.body.faqItems).toHaveLength(6);
  });

  it('deletes a category together with its items', async () => {
    expect((await call('DELETE', '/faq/category/2')).status).toBe(204);
    expect((await call('GET', '/faq_categories/2')).status).toBe(404);
    expect((await call('GET', '/faq_items/7')).status).toBe(404);
    expect(db().faqItems.filter((i) => i.faqCategory === 2)).toEqual([]);
    expect(db().faqItems).toHaveLength(6);
  });
});

describe('FAQ items', () => {
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it('gets one item', async () => {
    const res = await call('GET', '/faq_items/7');
    expect(res.body).toMatchObject({ id: 7, faqCategory: 2, position: 1 });
  });

  it('creates an item at the end of its category', async () => {
    const res = await call('POST', '/faq_items', faqItem({ faqCategory: 2, visible: false }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ faqCategory: 2, position: 3, visible: false });
    const cat = await call('GET', '/faq_categories/2');
    expect(cat.body.faqItems.map((i: { id: number }) => i.id)).toEqual([7, 8, res.body.id]);
  });

  it('needs a question, an answer and an existing category', async () => {
    const res = await call(
      'POST',
      '/faq_items',
      faqItem({ question: '', answer: '<p> </p>', faqCategory: 99 }),
    );
    expect(res.status).toBe(400);
    expect(messages(res.body)).toEqual({
      question: 'Question is required',
      answer: 'Answer is required',
      faqCategory: 'Category is required. Please create a category first',
    });
  });

  it('updates an item, moving it to the end of another category', async () => {
    const res = await call(
      'PUT',
      '/faq/faqitem/1/update',
      faqItem({ question: 'Moved?', faqCategory: 3 }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 1, question: 'Moved?', faqCategory: 3, position: 1 });
    const flip = await call('PUT', '/faq/faqitem/2/update', {
      ...res.body,
      id: undefined,
      faqCategory: 1,
      question: 'Is my data shared with anyone?',
      visible: false,
    });
    expect(flip.body).toMatchObject({ id: 2, visible: false, position: 2 });
  });

  it('refuses an update to a missing category', async () => {
    const res = await call('PUT', '/faq/faqitem/1/update', faqItem({ faqCategory: 42 }));
    expect(res.status).toBe(400);
    expect(messages(res.body)).toEqual({
      faqCategory: 'Category is required. Please create a category first',
    });
  });

  it('deletes an item', async () => {
    expect((await call('DELETE', '/faq/faqitem/1')).status).toBe(204);
    expect((await call('GET', '/faq_items/1')).status).toBe(404);
    const cat = await call('GET', '/faq_categories/1');
    expect(cat.body.faqItems).toHaveLength(5);
  });
});

describe('pictures of the help content are the app’s own', () => {
  const BAD_PICTURE = 'There was a problem reading the selected file.';
  const stored = (id: number) => db().howToItems.find((h) => h.id === id)!;
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it('stores a how-to image only when it is a PNG or JPEG of at most 1200 x 1200', async () => {
    for (const image of [
      'https://evil.example/pixel.png',
      '/samples/pre-count-down-sample.svg',
      btoa('GIF89a........'),
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      pngBase64(1201, 4),
      jpegBase64(4, 1201),
    ]) {
      const res = await call('POST', '/how_to_items', howTo({ image }));
      expect(res.status, image.slice(0, 40)).toBe(400);
      expect(messages(res.body)).toEqual({ image: BAD_PICTURE });
      const update = await call('PUT', '/howto/howtoitem/1/update', howTo({ image }));
      expect(update.status, image.slice(0, 40)).toBe(400);
    }
    expect(stored(1).image).toBeNull();
    const png = pngBase64(1200, 4);
    const res = await call('POST', '/how_to_items', howTo({ image: png }));
    expect(res.status).toBe(201);
    expect(stored(res.body.id).image).toBe(`data:image/png;base64,${png}`);
    // a data URL whose prefix claims another type is stored as what it holds
    const jpeg = jpegBase64(8, 8);
    await call(
      'PUT',
      '/howto/howtoitem/1/update',
      howTo({ image: `data:image/png;base64,${jpeg}` }),
    );
    expect(stored(1).image).toBe(`data:image/jpeg;base64,${jpeg}`);
  });

  it('keeps only embedded pictures and the app’s own paths in how-to and FAQ texts', async () => {
    const png = pngBase64(4, 4);
    const text = [
      '<p>Look</p>',
      '<img src="https://evil.example/track.png" alt="outside">',
      '<img src="//evil.example/track.png" alt="no scheme">',
      `<img src="data:image/png;base64,${btoa('not a picture')}" alt="not a png">`,
      `<img src="data:image/png;base64,${pngBase64(1300, 2)}" alt="too wide">`,
      `<img src="data:image/png;base64,${png}" alt="embedded">`,
      '<img src="/samples/pre-count-down-sample.svg" alt="own">',
    ].join('');
    const kept =
      `<p>Look</p><img src="data:image/png;base64,${png}" alt="embedded">` +
      '<img src="/samples/pre-count-down-sample.svg" alt="own">';
    const howToRes = await call('POST', '/how_to_items', howTo({ description: text }));
    expect(howToRes.status).toBe(201);
    expect(stored(howToRes.body.id).description).toBe(kept);
    const faqRes = await call('POST', '/faq_items', faqItem({ answer: text }));
    expect(faqRes.status).toBe(201);
    expect(db().faqItems.find((i) => i.id === faqRes.body.id)!.answer).toBe(kept);
  });
});
