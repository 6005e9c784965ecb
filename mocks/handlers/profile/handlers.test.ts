import { describe, expect, it } from 'vitest';
import { configureClock, DAY, now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { measurementStats } from '@mocks/model/results/measurementStats';
import { call, loginAs } from '@tests/utils/apiClient';

const user = (id: number) => db().users.find((u) => u.id === id)!;
const b64 = (bytes: number[]) => Buffer.from(bytes).toString('base64');
// 18 bytes: base64 without padding, so more data can be appended in the size test
const PNG = b64([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0,
]);
const JPEG = b64([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);

const settings = {
  filters: [
    {
      selectedFilter: 'eq',
      filterValue: 1,
      selectedParameter: { label: 'Citation', name: 'parameter.id', type: 'enum' },
    },
  ],
  itemsPerPage: 40,
  disabledColumns: ['comment'],
  search: 'well',
  order: { field: 'sampleCreationDate', direction: 'desc' },
};

describe('getUser', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/users/1')).status).toBe(401);
  });

  it('returns the own user with derived stats and no secrets', async () => {
    await loginAs('user@example.com');
    const res = await call('GET', '/users/1');
    expect(res.status).toBe(200);
    const stats = measurementStats(1);
    expect(res.body).toMatchObject({
      id: 1,
      email: 'user@example.com',
      displayName: 'Anna Becker',
      roles: ['ROLE_USER'],
      companyCountry: 'de',
      isActivated: true,
      canSendConfirmationMail: false,
      newsletterActive: true,
      countOfMeasurements: stats.countOfMeasurements,
      actualMeasurementLevel: stats.actualMeasurementLevel,
      actualMeasurementLevelRank: stats.actualMeasurementLevelRank,
      measurementsTillNextLevel: stats.measurementsTillNextLevel,
      listAllMeasurementCount: stats.listAllMeasurementCount,
      imageUpdateDate: null,
      resultListmetaData: null,
    });
    expect(res.body.loggedInDevices).toHaveLength(3);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|sha256|Token/);
  });

  it("answers 404 for another user's profile, and for unknown ids", async () => {
    await loginAs('user@example.com');
    expect((await call('GET', '/users/3')).status).toBe(404);
    expect((await call('GET', '/users/999')).status).toBe(404);
    // an id that is no integer cannot be read: 400 like the real server
    expect((await call('GET', '/users/abc')).status).toBe(400);
  });

  it('lets admins read any live user, not deleted ones', async () => {
    await loginAs('admin@example.com');
    expect((await call('GET', '/users/1')).body.email).toBe('user@example.com');
    user(3).deletedAt = now();
    expect((await call('GET', '/users/3')).status).toBe(404);
  });
});

describe('updateUser', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('PUT', '/users/1', { firstName: 'X' })).status).toBe(401);
  });

  it('refuses a segment below 0 and stores nothing', async () => {
    await loginAs('user@example.com');
    const res = await call('PUT', '/users/1', { firstName: 'Anne', segment: -3 });
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      { propertyPath: 'segment', message: 'This value should be greater than or equal to 0.' },
    ]);
    expect(user(1).firstName).not.toBe('Anne');
  });

  it('needs a first name only where the display name would show the last name without it', async () => {
    await loginAs('user@example.com');
    const refused = await call('PUT', '/users/1', { firstName: ' ', displayName: '' });
    expect(refused.status).toBe(400);
    expect(refused.body.violations).toEqual([
      { propertyPath: 'firstName', message: 'First name is required' },
    ]);
    expect(user(1).firstName).toBe('Anna');
    // a display name stands in for the names: the first name may go
    const kept = await call('PUT', '/users/1', { firstName: null, displayName: 'Dr. B' });
    expect(kept.status).toBe(200);
    expect(user(1)).toMatchObject({ firstName: null, lastName: 'Becker', displayName: 'Dr. B' });
  });

  it('updates the given fields, trims and ignores profileImage', async () => {
    await loginAs('user@example.com');
    const res = await call('PUT', '/users/1', {
      firstName: ' Anne ',
      displayName: '',
      companyPhone: '+49 (0) 6151/720-400',
      companyCountry: null,
      segment: 0,
      segmentPosition: 4,
      email: 'anne@example.com',
      profileImage: PNG,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Anne',
      lastName: 'Becker',
      displayName: null,
      companyPhone: '+49 (0) 6151/720-400',
      companyCountry: null,
      segment: 0,
      segmentPosition: 4,
      email: 'anne@example.com',
      imageUpdateDate: null,
    });
    expect(user(1).image).toBeNull();
    expect(await loginAs('anne@example.com')).toBe(1);
  });

  it('validates the e-mail (400) and its uniqueness (422)', async () => {
    await loginAs('user@example.com');
    const bad = await call('PUT', '/users/1', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.violations).toEqual([{ propertyPath: 'email', message: 'Invalid e-mail' }]);
    const taken = await call('PUT', '/users/1', { email: 'Admin@example.com' });
    expect(taken.status).toBe(422);
    expect(taken.body.violations[0]).toEqual({
      propertyPath: 'email',
      message: 'The e-mail is already used.',
    });
    expect((await call('PUT', '/users/1', { email: 'user@example.com' })).status).toBe(200);
  });

  it('validates phone, country and number fields', async () => {
    await loginAs('user@example.com');
    const res = await call('PUT', '/users/1', { companyPhone: 'call me', companyCountry: 'DE' });
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual(
      expect.arrayContaining([
        { propertyPath: 'companyPhone', message: 'Incorrect format' },
        { propertyPath: 'companyCountry', message: 'Invalid country code.' },
      ]),
    );
    // values of the wrong type cannot be read: refused before the rules, one per field
    const typed = await call('PUT', '/users/1', { segment: 'x', firstName: 5 });
    expect(typed.status).toBe(400);
    expect(typed.body.violations).toEqual([
      { propertyPath: 'firstName', message: 'This value should be of type string.' },
      { propertyPath: 'segment', message: 'This value should be of type int.' },
    ]);
    expect(user(1).companyPhone).toBe('+49 6151 720 400');
  });

  it("answers 404 for another user's profile; admins may edit it", async () => {
    await loginAs('user@example.com');
    expect((await call('PUT', '/users/3', { firstName: 'X' })).status).toBe(404);
    await loginAs('admin@example.com');
    const res = await call('PUT', '/users/3', { firstName: 'Lea' });
    expect(res.status).toBe(200);
    expect(user(3).firstName).toBe('Lea');
  });
});

describe('deleteUser', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('DELETE', '/users/1')).status).toBe(401);
  });

  it('refuses self-deletion of the restricted user kind', async () => {
    await loginAs('restricted@example.com');
    const res = await call('DELETE', '/users/3');
    expect(res.status).toBe(403);
    expect(user(3).deletedAt).toBeNull();
  });

  it('deletes the own account with its data and logs out', async () => {
    await loginAs('user@example.com');
    const res = await call('DELETE', '/users/1');
    expect(res.status).toBe(204);
    expect(user(1).deletedAt).toBe(now());
    expect(db().cookieSession).toBeNull();
    expect(
      db()
        .results.filter((r) => r.userId === 1)
        .every((r) => r.deletedAt !== null),
    ).toBe(true);
    expect(
      db()
        .analyses.filter((a) => a.userId === 1)
        .every((a) => a.discarded),
    ).toBe(true);
    expect(
      db()
        .shares.filter((s) => s.userId === 1)
        .every((s) => s.revoked),
    ).toBe(true);
    const login = await call('POST', '/login', {
      email: 'user@example.com',
      password: 'Password1',
    });
    expect(login.status).toBe(401);
  });

  it("lets an admin delete another user (admin stays logged in); others' ids are 404", async () => {
    await loginAs('user@example.com');
    expect((await call('DELETE', '/users/4')).status).toBe(404);
    await loginAs('admin@example.com');
    expect((await call('DELETE', '/users/3')).status).toBe(204);
    expect(user(3).deletedAt).toBe(now());
    expect((await call('GET', '/users/2')).status).toBe(200);
    expect((await call('DELETE', '/users/3')).status).toBe(404);
  });
});

describe('updatePassword', () => {
  it('refuses anonymous callers', async () => {
    expect(
      (await call('POST', '/users/1/password', { currentPassword: 'a', newPassword: 'b' })).status,
    ).toBe(401);
  });

  it('checks the current password', async () => {
    await loginAs('user@example.com');
    const res = await call('POST', '/users/1/password', {
      currentPassword: 'Wrong1',
      newPassword: 'NewSecret1',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The current password is not correct.');
    expect(res.body.violations).toEqual([
      { propertyPath: 'currentPassword', message: 'The current password is not correct.' },
    ]);
  });

  it('applies the password rules to the new password', async () => {
    await loginAs('user@example.com');
    const res = await call('POST', '/users/1/password', {
      currentPassword: 'Password1',
      newPassword: 'NOLOWER',
    });
    expect(res.status).toBe(400);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'newPassword',
      'newPassword',
    ]);
  });

  it('changes the password', async () => {
    await loginAs('user@example.com');
    const res = await call('POST', '/users/1/password', {
      currentPassword: 'Password1',
      newPassword: 'NewSecret1',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password was successfully updated.');
    await call('POST', '/logout');
    expect(await loginAs('user@example.com', 'NewSecret1')).toBe(1);
  });

  it("answers 404 for another user's password", async () => {
    await loginAs('user@example.com');
    const res = await call('POST', '/users/4/password', {
      currentPassword: 'Password1',
      newPassword: 'NewSecret1',
    });
    expect(res.status).toBe(404);
  });
});

describe('updateNewsletter', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('POST', '/users/newsletter', { newsletterActive: true })).status).toBe(401);
  });

  it('unsubscribes at once', async () => {
    await loginAs('user@example.com');
    const res = await call('POST', '/users/newsletter', { newsletterActive: false });
    expect(res.status).toBe(200);
    expect(res.body.newsletterActive).toBe(false);
  });

  it('subscribes only after the mailed confirmation', async () => {
    await loginAs('new@example.com');
    const res = await call('POST', '/users/newsletter', { newsletterActive: true });
    expect(res.body.newsletterActive).toBe(false);
    const mail = db().outbox.at(-1)!;
    expect(mail).toMatchObject({ kind: 'newsletter', to: 'new@example.com' });
    expect(mail.link).toBe(`/confirm/newsletter/${user(4).newsletterToken}`);
    const confirmed = await call('POST', '/newsletter/confirm', { token: user(4).newsletterToken });
    expect(confirmed.body.newsletterActive).toBe(true);
  });

  it('tells until when a subscription waits for its confirmation', async () => {
    await loginAs('new@example.com');
    const me = `/users/${user(4).id}`;
    expect((await call('GET', me)).body.newsletterPendingUntil).toBeNull();
    const subscribed = await call('POST', '/users/newsletter', { newsletterActive: true });
    expect(subscribed.body).toMatchObject({
      newsletterActive: false,
      newsletterPendingUntil: now() + DAY,
    });
    expect((await call('GET', me)).body.newsletterPendingUntil).toBe(now() + DAY);
    // unsubscribing withdraws the link
    await call('POST', '/users/newsletter', { newsletterActive: false });
    expect((await call('GET', me)).body.newsletterPendingUntil).toBeNull();
    // confirmed: active, nothing waits
    await call('POST', '/users/newsletter', { newsletterActive: true });
    const confirmed = await call('POST', '/newsletter/confirm', { token: user(4).newsletterToken });
    expect(confirmed.body).toMatchObject({ newsletterActive: true, newsletterPendingUntil: null });
  });

  it('forgets a pending subscription once its link expired', async () => {
    await loginAs('new@example.com');
    const until = (await call('POST', '/users/newsletter', { newsletterActive: true })).body
      .newsletterPendingUntil as number;
    // a day later the session has ended (idle): the user logs in again
    configureClock({ offset: DAY });
    await loginAs('new@example.com');
    expect((await call('GET', `/users/${user(4).id}`)).body.newsletterPendingUntil).toBe(until);
    configureClock({ offset: DAY + 1 });
    expect((await call('GET', `/users/${user(4).id}`)).body.newsletterPendingUntil).toBeNull();
  });

  it('validates the body', async () => {
    await loginAs('user@example.com');
    expect((await call('POST', '/users/newsletter', { newsletterActive: 'yes' })).status).toBe(400);
  });
});

describe('user image', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('POST', '/users/1/image', { profileImage: PNG })).status).toBe(401);
    expect((await call('GET', '/users/1/image')).status).toBe(401);
  });

  it('answers 404 while there is no image', async () => {
    await loginAs('user@example.com');
    expect((await call('GET', '/users/1/image')).status).toBe(404);
  });

  it('stores a PNG data URL and serves it back as binary', async () => {
    await loginAs('user@example.com');
    const res = await call('POST', '/users/1/image', {
      profileImage: `data:image/png;base64,${PNG}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(user(1).imageUpdateDate).toBe(now());
    expect((await call('GET', '/users/1')).body.imageUpdateDate).toBe(now());
    const img = await call('GET', '/users/1/image');
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await (img.body as Blob).arrayBuffer());
    expect(Buffer.from(bytes).toString('base64')).toBe(PNG);
  });

  it('accepts bare base64 and tells the type by the bytes', async () => {
    await loginAs('user@example.com');
    expect((await call('POST', '/users/1/image', { profileImage: JPEG })).body.success).toBe(true);
    expect(user(1).image).toBe(`data:image/jpeg;base64,${JPEG}`);
    expect((await call('GET', '/users/1/image')).headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers wrong_mime_type for a file that is not an image', async () => {
    await loginAs('user@example.com');
    const text = Buffer.from('just some text, not a picture').toString('base64');
    const res = await call('POST', '/users/1/image', {
      profileImage: `data:image/png;base64,${text}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, error: 'wrong_mime_type' });
    expect((await call('POST', '/users/1/image', { profileImage: '%%%' })).body.error).toBe(
      'wrong_mime_type',
    );
    expect(user(1).image).toBeNull();
  });

  it('answers 413 above 5 MB', async () => {
    await loginAs('user@example.com');
    const big = PNG + 'A'.repeat(Math.ceil((5 * 1024 * 1024) / 3) * 4);
    const res = await call('POST', '/users/1/image', { profileImage: big });
    expect(res.status).toBe(413);
    expect(user(1).image).toBeNull();
  });

  it('needs an image in the body', async () => {
    await loginAs('user@example.com');
    expect((await call('POST', '/users/1/image', {})).status).toBe(400);
  });

  it("answers 404 for another user's image; admins may manage it", async () => {
    await loginAs('user@example.com');
    expect((await call('POST', '/users/4/image', { profileImage: PNG })).status).toBe(404);
    await loginAs('admin@example.com');
    expect((await call('POST', '/users/4/image', { profileImage: PNG })).body.success).toBe(true);
    expect((await call('GET', '/users/4/image')).status).toBe(200);
    await loginAs('user@example.com');
    expect((await call('GET', '/users/4/image')).status).toBe(404);
  });
});

describe('logoutDevice', () => {
  it('refuses anonymous callers', async () => {
    const id = user(1).loggedInDevices[0].deviceId;
    expect((await call('DELETE', `/users/1/devices/${id}`)).status).toBe(401);
  });

  it('logs out another device of the own account', async () => {
    await loginAs('user@example.com');
    const id = user(1).loggedInDevices[0].deviceId;
    expect((await call('DELETE', `/users/1/devices/${id}`)).status).toBe(204);
    expect(user(1).loggedInDevices.map((d) => d.deviceId)).not.toContain(id);
    expect((await call('GET', '/users/1')).status).toBe(200);
    expect((await call('DELETE', `/users/1/devices/${id}`)).status).toBe(404);
  });

  it('ends the session of the logged-out device', async () => {
    await loginAs('user@example.com');
    const session = db().sessions.find((s) => s.id === db().cookieSession)!;
    expect((await call('DELETE', `/users/1/devices/${session.deviceId}`)).status).toBe(204);
    expect(db().sessions).toHaveLength(0);
    expect((await call('GET', '/users/1')).status).toBe(401);
  });

  it("answers 404 for another user's device; admins may log it out", async () => {
    const id = user(1).loggedInDevices[0].deviceId;
    await loginAs('new@example.com');
    expect((await call('DELETE', `/users/1/devices/${id}`)).status).toBe(404);
    await loginAs('admin@example.com');
    expect((await call('DELETE', `/users/1/devices/${id}`)).status).toBe(204);
  });
});

describe('saveListMetadata', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('POST', '/profile/metadata/result', settings)).status).toBe(401);
  });

  it('stores the settings as JSON text of the list', async () => {
    await loginAs('user@example.com');
    const res = await call('POST', '/profile/metadata/result', settings);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.resultListmetaData)).toEqual(settings);
    expect(res.body.analysisListMetaData).toBeNull();
    const analysis = await call('POST', '/profile/metadata/analysis', {
      filters: [],
      itemsPerPage: 10,
      disabledColumns: [],
    });
    expect(JSON.parse(analysis.body.analysisListMetaData)).toEqual({
      filters: [],
      itemsPerPage: 10,
      disabledColumns: [],
    });
    const admin = await call('POST', '/profile/metadata/successfulResult', {
      ...settings,
      order: null,
    });
    expect(JSON.parse(admin.body.successfulResultListMetaData).order).toBeNull();
  });

  it('accepts 10, 20, 40, 80 and the 50 and 100 of earlier versions, nothing else', async () => {
    await loginAs('user@example.com');
    for (const itemsPerPage of [50, 100]) {
      const old = await call('POST', '/profile/metadata/analysis', { ...settings, itemsPerPage });
      expect(old.status).toBe(200);
      expect(JSON.parse(old.body.analysisListMetaData).itemsPerPage).toBe(itemsPerPage);
    }
    const res = await call('POST', '/profile/metadata/result', { ...settings, itemsPerPage: 30 });
    expect(res.status).toBe(400);
    expect(res.body.violations[0].propertyPath).toBe('itemsPerPage');
    expect(user(1).listMetadata.result).toBeUndefined();
  });

  it('refuses a saved filter whose operator its column type does not offer', async () => {
    await loginAs('user@example.com');
    const saved = (selectedFilter: string, type: string, filterValue: unknown) =>
      call('POST', '/profile/metadata/result', {
        ...settings,
        filters: [
          { selectedFilter, filterValue, selectedParameter: { label: 'X', name: 'x', type } },
        ],
      });
    for (const [op, type, value] of [
      ['li', 'number', 2],
      ['gt', 'string', 'a'],
      ['eq', 'date', 1],
      ['con', 'enum', 1],
      ['eq', 'other', 'a'],
    ] as const) {
      const res = await saved(op, type, value);
      expect(res.status, `${op} on ${type}`).toBe(400);
      expect(res.body.violations).toEqual([
        { propertyPath: 'filters', message: 'Invalid filter.' },
      ]);
    }
    for (const [op, type, value] of [
      ['gte', 'number', -2],
      ['li', 'string', 'well'],
      ['lt', 'date', 1700000000],
      ['ncon', 'enumLike', 'pH'],
      ['ne', 'enum', true],
    ] as const)
      expect((await saved(op, type, value)).status, `${op} on ${type}`).toBe(200);
  });

  it('validates the list name and the settings shape', async () => {
    await loginAs('user@example.com');
    expect((await call('POST', '/profile/metadata/bogus', settings)).status).toBe(400);
    const res = await call('POST', '/profile/metadata/result', {
      filters: [{ selectedFilter: 'eq' }],
      itemsPerPage: 20,
      disabledColumns: 'name',
      order: { field: 'x', direction: 'up' },
    });
    expect(res.status).toBe(400);
    expect(res.body.violations.map((v: { propertyPath: string }) => v.propertyPath)).toEqual([
      'filters[0].filterValue',
      'filters[0].selectedParameter',
      'disabledColumns',
      'order.direction',
    ]);
  });
});
