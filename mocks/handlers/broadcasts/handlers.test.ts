import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { call, loginAs } from '@tests/utils/apiClient';
import { jpegBase64, pngBase64 } from '@tests/utils/pictures';

// Seed: broadcasts 1-4 sent (1 read by two users, 2 with an image), 5 and 6 unsent; all by the admin.
const PNG = pngBase64(4, 3);
const draft = (patch: Record<string, unknown> = {}) => ({
  title: 'Spring campaign',
  content: '<p>New <strong>strips</strong> in the shop.</p>',
  ...patch,
});
const ids = (body: { 'hydra:member': { id: number }[] }) => body['hydra:member'].map((b) => b.id);
const messages = (body: { violations: { propertyPath: string; message: string }[] }) =>
  Object.fromEntries(body.violations.map((v) => [v.propertyPath, v.message]));

describe('Broadcasts access', () => {
  it.each([
    ['GET', '/broadcasts'],
    ['POST', '/broadcasts', draft()],
    ['GET', '/broadcasts/5'],
    ['PUT', '/broadcasts/5', draft()],
    ['PUT', '/broadcasts/5/send'],
    ['DELETE', '/broadcasts/5'],
  ] as [string, string, unknown?][])(
    '%s %s: 401 anonymous, 403 users',
    async (method, path, body) => {
      expect((await call(method, path, body)).status).toBe(401);
      await loginAs('user@example.com');
      expect((await call(method, path, body)).status).toBe(403);
    },
  );
});

describe('listBroadcasts', () => {
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it('lists the newest first with views and owner', async () => {
    const res = await call('GET', '/broadcasts');
    expect(res.status).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(6);
    expect(ids(res.body)).toEqual([6, 5, 4, 3, 2, 1]);
    const first = res.body['hydra:member'].find((b: { id: number }) => b.id === 1);
    expect(first.views).toBe(2);
    expect(first.owner.id).toBe(2);
    expect(first.owner.displayName).toBe(db().users.find((u) => u.id === 2)!.displayName);
    expect(res.body['hydra:member'][0].sentDate).toBeNull();
  });

  it('names the owner by the display-name rule: display name, else first and last name, else e-mail', async () => {
    const admin = db().users.find((u) => u.id === 2)!;
    const creatorOf = async () =>
      (await call('GET', '/broadcasts')).body['hydra:member'].find(
        (b: { id: number }) => b.id === 1,
      ).owner.displayName;
    Object.assign(admin, { displayName: '  ', firstName: 'Markus', lastName: 'Weber' });
    expect(await creatorOf()).toBe('Markus Weber');
    Object.assign(admin, { displayName: null, firstName: null, lastName: 'Weber' });
    expect(await creatorOf()).toBe(admin.email);
    Object.assign(admin, { displayName: ' Support team ' });
    expect(await creatorOf()).toBe('Support team');
  });

  it('searches titles, orders, filters and pages', async () => {
    expect(ids((await call('GET', '/broadcasts?search=what%27s%20new')).body)).toEqual([4, 1]);
    const byTitle = await call('GET', '/broadcasts?order=title:asc&itemsPerPage=2&page=1');
    expect(byTitle.body['hydra:member'].map((b: { title: string }) => b.title)).toEqual([
      'Nitrite test strips now available',
      'Scheduled maintenance on December 2',
    ]);
    const withImage = encodeURIComponent(
      JSON.stringify([{ field: 'image', operator: 'eq', value: true }]),
    );
    expect(ids((await call('GET', `/broadcasts?filter=${withImage}`)).body)).toEqual([2]);
    const page = await call('GET', '/broadcasts?itemsPerPage=2&page=2');
    expect(ids(page.body)).toEqual([4, 3]);
    expect(page.body['hydra:totalItems']).toBe(6);
  });

  it('refuses a malformed filter', async () => {
    expect((await call('GET', '/broadcasts?filter=nope')).status).toBe(400);
  });
});

describe('getBroadcast', () => {
  it('returns one broadcast or 404', async () => {
    await loginAs('admin@example.com');
    const res = await call('GET', '/broadcasts/2');
    expect(res.body).toMatchObject({
      id: 2,
      title: 'Nitrite test strips now available',
      image: true,
      views: 1,
    });
    expect((await call('GET', '/broadcasts/99')).status).toBe(404);
  });
});

describe('createBroadcast', () => {
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it('creates an unsent broadcast and returns its id', async () => {
    const res = await call('POST', '/broadcasts', draft());
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: 7 });
    const got = await call('GET', '/broadcasts/7');
    expect(got.body).toMatchObject({
      title: 'Spring campaign',
      image: false,
      sentDate: null,
      views: 0,
      creationDate: now(),
    });
    expect(got.body.owner.id).toBe(2);
  });

  it('stores the text sanitized: scripts, handlers and unsafe links are dropped', async () => {
    const res = await call(
      'POST',
      '/broadcasts',
      draft({
        content:
          '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a></p><script>alert(1)</script>' +
          '<img src=x onerror=alert(1)><a href="https://www.example.com">ok</a>',
      }),
    );
    expect(res.status).toBe(201);
    expect((await call('GET', `/broadcasts/${res.body.id}`)).body.content).toBe(
      '<p>Hi <a>x</a></p><a href="https://www.example.com">ok</a>',
    );
  });

  it('stores an image as a data URL', async () => {
    const res = await call('POST', '/broadcasts', draft({ image: PNG }));
    expect(res.status).toBe(201);
    expect(db().broadcasts.find((b) => b.id === res.body.id)!.image).toBe(
      `data:image/png;base64,${PNG}`,
    );
    expect((await call('GET', `/broadcasts/${res.body.id}`)).body.image).toBe(true);
  });

  it('needs a title and a text', async () => {
    const res = await call('POST', '/broadcasts', { title: ' ', content: '<p>&nbsp;</p>' });
    expect(res.status).toBe(400);
    expect(messages(res.body)).toEqual({
      title: 'Please enter a title.',
      content: 'Please enter a text.',
    });
  });

  it('limits the title to 100 and the visible text to 300 characters', async () => {
    const tooLong = await call(
      'POST',
      '/broadcasts',
      draft({ title: 'x'.repeat(101), content: `<p>${'y'.repeat(301)}</p>` }),
    );
    expect(tooLong.status).toBe(400);
    expect(messages(tooLong.body)).toEqual({
      title: 'The title must not be longer than 100 characters.',
      content: 'The text must not be longer than 300 characters.',
    });
    const longHtml = `<p><strong>${'y'.repeat(290)}</strong> &amp;&amp;</p><ul><li>1234567</li></ul>`;
    const ok = await call(
      'POST',
      '/broadcasts',
      draft({ title: 'x'.repeat(100), content: longHtml }),
    );
    expect(ok.status).toBe(201);
  });

  it('refuses an image that is not PNG or JPEG', async () => {
    const res = await call('POST', '/broadcasts', draft({ image: btoa('GIF89a........') }));
    expect(res.status).toBe(400);
    expect(messages(res.body)).toEqual({ image: 'Error reading Image' });
  });

  it('takes a picture that fits 1000 x 1000 and refuses a larger one, PNG or JPEG', async () => {
    for (const image of [pngBase64(1000, 2), jpegBase64(2, 1000)]) {
      const res = await call('POST', '/broadcasts', draft({ image }));
      expect(res.status).toBe(201);
    }
    for (const image of [pngBase64(1001, 2), pngBase64(2, 1001), jpegBase64(1001, 1000)]) {
      const res = await call('POST', '/broadcasts', draft({ image }));
      expect(res.status).toBe(400);
      expect(messages(res.body)).toEqual({ image: 'Error reading Image' });
    }
    // a picture claiming to be PNG by its prefix is read by its content
    const jpeg = await call(
      'POST',
      '/broadcasts',
      draft({ image: `data:image/png;base64,${jpegBase64(8, 8)}` }),
    );
    expect(db().broadcasts.find((b) => b.id === jpeg.body.id)!.image).toMatch(
      /^data:image\/jpeg;base64,/,
    );
  });
});

describe('updateBroadcast and sendBroadcast', () => {
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it('updates an unsent broadcast, keeping or removing the image', async () => {
    const withImage = await call('PUT', '/broadcasts/5', draft({ id: 5, image: PNG }));
    expect(withImage.status).toBe(200);
    expect(withImage.body).toEqual({ id: 5 });
    const kept = await call('PUT', '/broadcasts/5', draft({ title: 'Renamed' }));
    expect(kept.status).toBe(200);
    expect((await call('GET', '/broadcasts/5')).body).toMatchObject({
      title: 'Renamed',
      image: true,
    });
    await call('PUT', '/broadcasts/5', draft({ image: null }));
    expect((await call('GET', '/broadcasts/5')).body.image).toBe(false);
  });

  it('validates updates', async () => {
    const res = await call('PUT', '/broadcasts/5', draft({ title: '' }));
    expect(res.status).toBe(400);
    expect(messages(res.body)).toEqual({ title: 'Please enter a title.' });
  });

  it('refuses to update a sent broadcast (422)', async () => {
    const res = await call('PUT', '/broadcasts/1', draft());
    expect(res.status).toBe(422);
    expect(res.body.violations[0].message).toBe('The notification was already sent.');
    expect((await call('PUT', '/broadcasts/99', draft())).status).toBe(404);
  });

  it('sends an unsent broadcast once; users then see it', async () => {
    const res = await call('PUT', '/broadcasts/5/send');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 5, sentDate: now(), views: 0 });
    const again = await call('PUT', '/broadcasts/5/send');
    expect(again.status).toBe(422);
    expect(again.body.violations[0].message).toBe('The notification was already sent.');
    expect((await call('PUT', '/broadcasts/5', draft())).status).toBe(422);
    expect((await call('PUT', '/broadcasts/99/send')).status).toBe(404);
    await loginAs('user@example.com');
    const mine = await call('GET', '/notifications');
    expect(ids(mine.body)).toContain(5);
  });
});

describe('deleteBroadcast', () => {
  it('soft-deletes a broadcast and takes it off the users’ notifications', async () => {
    await loginAs('admin@example.com');
    expect((await call('DELETE', '/broadcasts/1')).status).toBe(204);
    expect((await call('GET', '/broadcasts/1')).status).toBe(404);
    expect((await call('DELETE', '/broadcasts/1')).status).toBe(404);
    expect(ids((await call('GET', '/broadcasts')).body)).not.toContain(1);
    expect(db().broadcasts.find((b) => b.id === 1)!.deletedAt).toBe(now());
    await loginAs('user@example.com');
    expect(ids((await call('GET', '/notifications')).body)).not.toContain(1);
  });
});
