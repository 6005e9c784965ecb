import { describe, expect, it } from 'vitest';
import { now } from '@mocks/db/clock';
import { db, resetDbSync } from '@mocks/db/store';
import { call, loginAs } from '@tests/utils/apiClient';

const USER = 'user@example.com';
const ADMIN = 'admin@example.com';
const RESTRICTED = 'restricted@example.com';

const enc = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
const live = (userId?: number) =>
  db().results.filter((r) => r.deletedAt === null && (userId === undefined || r.userId === userId));
const foreignResult = (userId: number) => live().find((r) => r.userId !== userId)!;

describe('listResults', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/results')).status).toBe(401);
  });

  it('lists the own results, newest first, 20 per page', async () => {
    const id = await loginAs(USER);
    const res = await call('GET', '/results');
    expect(res.status).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(live(id).length);
    const items = res.body['hydra:member'];
    expect(items).toHaveLength(20);
    expect(items.every((r: { createdByUser: { id: number } }) => r.createdByUser.id === id)).toBe(
      true,
    );
    const dates = items.map((r: { sampleCreationDate: number }) => r.sampleCreationDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(dates[0]).toBe(Math.max(...live(id).map((r) => r.sampleCreationDate)));
  });

  it('embeds the parameter (tested flag) and the creator', async () => {
    const id = await loginAs(USER);
    const res = await call(
      'GET',
      `/results?filter=${enc([{ field: 'discardedResult', operator: 'eq', value: false }])}&itemsPerPage=1`,
    );
    const r = res.body['hydra:member'][0];
    const record = live(id).find((x) => x.id === r.id)!;
    const parameter = db().parameters.find((p) => p.id === record.parameterId)!;
    expect(r.parameter).toMatchObject({
      id: parameter.id,
      name: parameter.name,
      tested: 'true',
      parameterRange: parameter.parameterRange,
    });
    expect(r.createdByUser).toMatchObject({
      id,
      displayName: 'Anna Becker',
      anonymousUser: 'User 0001',
      company: 'Aqualytic Labs GmbH',
    });
  });

  it('shows admins every user and filters discarded results through the same list', async () => {
    await loginAs(ADMIN);
    const all = await call('GET', '/results?itemsPerPage=1');
    expect(all.body['hydra:totalItems']).toBe(live().length);
    const discarded = await call(
      'GET',
      `/results?pagination=false&filter=${enc([{ field: 'discardedResult', operator: 'eq', value: true }])}`,
    );
    const expected = live().filter((r) => r.discardedResult).length;
    expect(expected).toBeGreaterThan(0);
    expect(discarded.body['hydra:totalItems']).toBe(expected);
    expect(discarded.body['hydra:member']).toHaveLength(expected);
    expect(
      discarded.body['hydra:member'].every((r: { discardedResult: boolean }) => r.discardedResult),
    ).toBe(true);
  });

  it('never shows deleted results', async () => {
    const id = await loginAs(USER);
    const victim = live(id).sort((a, b) => b.sampleCreationDate - a.sampleCreationDate)[0];
    victim.deletedAt = now();
    const res = await call('GET', '/results');
    expect(res.body['hydra:totalItems']).toBe(live(id).length);
    expect(res.body['hydra:member'].map((r: { id: number }) => r.id)).not.toContain(victim.id);
  });

  it('filters, searches, orders by a dotted path and pages', async () => {
    const id = await loginAs(USER);
    const ph = live(id).filter((r) => r.parameterId === 1);
    const res = await call(
      'GET',
      `/results?filter=${enc([{ field: 'parameter.id', operator: 'eq', value: 1 }])}&order=measurementValue:asc&page=2&itemsPerPage=5`,
    );
    expect(res.body['hydra:totalItems']).toBe(ph.length);
    const values = [...ph].map((r) => r.measurementValue).sort((a, b) => a - b);
    expect(
      res.body['hydra:member'].map((r: { measurementValue: number }) => r.measurementValue),
    ).toEqual(values.slice(5, 10));

    const byName = await call('GET', '/results?order=parameter.name:desc&pagination=false');
    const names = byName.body['hydra:member'].map((r: { parameter: { name: string } }) =>
      r.parameter.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort().reverse());

    const word = live(id)[0].measurementName.split(' ')[0].toLowerCase();
    const found = await call('GET', `/results?search=${enc(word.toUpperCase())}&pagination=false`);
    const params = new Map(db().parameters.map((p) => [p.id, p]));
    const expected = live(id).filter((r) => {
      const p = params.get(r.parameterId)!;
      return [
        r.measurementName,
        r.visibleMeasurementId,
        r.comment,
        r.measurementUnit,
        p.name,
        p.displayedName,
        r.testStripLotNumber,
        r.testStripCatalogNumber,
        r.cardCatalogNumber,
        r.cardLotNumber,
        r.phoneName,
        'Anna Becker',
      ].some((v) => v?.toLowerCase().includes(word));
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(found.body['hydra:totalItems']).toBe(expected.length);
  });

  it('answers 400 for an invalid filter, operator or order field', async () => {
    await loginAs(USER);
    const invalid = await call('GET', '/results?filter=%5Bnot-json');
    expect(invalid.status).toBe(400);
    expect(invalid.body.violations[0].propertyPath).toBe('filter');
    const op = await call(
      'GET',
      `/results?filter=${enc([{ field: 'measurementValue', operator: 'between', value: 1 }])}`,
    );
    expect(op.status).toBe(400);
    expect(op.body.violations[0]).toEqual({
      propertyPath: 'filter',
      message: 'Unknown filter operator "between".',
    });
    const order = await call('GET', '/results?order=password:asc');
    expect(order.status).toBe(400);
    expect(order.body.violations[0].propertyPath).toBe('order');
  });

  // how fast: `npm run bench` (scripts/mock.bench.ts), not an assertion here
  it('answers a filtered, sorted and searched page of the large scenario (20,000 results)', async () => {
    resetDbSync('large');
    await loginAs(ADMIN);
    expect(live().length).toBeGreaterThanOrEqual(20000);
    const filter = enc([
      { field: 'discardedResult', operator: 'eq', value: false },
      { field: 'parameter.id', operator: 'eq', value: 1 },
    ]);
    const res = await call(
      'GET',
      `/results?filter=${filter}&order=measurementValue:asc&search=a&page=3`,
    );
    expect(res.status).toBe(200);
    const page = res.body['hydra:member'] as {
      measurementValue: number;
      parameter: { id: number };
    }[];
    expect(page).toHaveLength(20);
    expect(res.body['hydra:totalItems']).toBeGreaterThan(60);
    expect(page.every((r) => r.parameter.id === 1)).toBe(true);
    const values = page.map((r) => r.measurementValue);
    expect(values).toEqual([...values].sort((x, y) => x - y));
  });

  it('follows every write in the order it keeps between requests: an edit, a delete', async () => {
    const id = await loginAs(USER);
    const byName = async () =>
      (await call('GET', '/results?order=measurementName:asc')).body as {
        'hydra:member': { id: number; measurementName: string }[];
        'hydra:totalItems': number;
      };
    const before = await byName();
    const last = live(id).find((r) => !before['hydra:member'].some((x) => x.id === r.id))!;
    const edit = { measurementName: 'AAA first now', updatedAt: last.updatedAt };
    expect((await call('PATCH', `/results/${last.id}`, edit)).status).toBe(200);
    const edited = await byName();
    expect(edited['hydra:member'][0]).toMatchObject({ id: last.id, ...edit, updatedAt: now() });
    expect((await call('DELETE', `/results/${last.id}`)).status).toBe(204);
    const after = await byName();
    expect(after['hydra:member'].map((r) => r.id)).toEqual(before['hydra:member'].map((r) => r.id));
    expect(after['hydra:totalItems']).toBe(before['hydra:totalItems'] - 1);
  });
});

describe('getResult', () => {
  it('returns an own result, 404 for another user’s, 401 anonymous', async () => {
    expect((await call('GET', '/results/1')).status).toBe(401);
    const id = await loginAs(USER);
    const own = live(id)[0];
    const res = await call('GET', `/results/${own.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: own.id,
      measurementName: own.measurementName,
      visibleMeasurementId: own.visibleMeasurementId,
    });
    expect((await call('GET', `/results/${foreignResult(id).id}`)).status).toBe(404);
    expect((await call('GET', '/results/99999999')).status).toBe(404);
  });

  it('lets admins open any result', async () => {
    await loginAs(ADMIN);
    const other = live(1)[0];
    expect((await call('GET', `/results/${other.id}`)).body.id).toBe(other.id);
  });

  it('answers 404 for a deleted result', async () => {
    const id = await loginAs(USER);
    const r = live(id)[0];
    r.deletedAt = now();
    expect((await call('GET', `/results/${r.id}`)).status).toBe(404);
  });
});

describe('updateResult', () => {
  it('updates name, comment and lot number and stamps updatedAt with server time', async () => {
    const id = await loginAs(USER);
    const r = live(id)[0];
    const res = await call('PATCH', `/results/${r.id}`, {
      measurementName: '  River Isar  ',
      comment: 'After the storm',
      testStripLotNumber: 'HC123456',
      updatedAt: r.updatedAt,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      measurementName: 'River Isar',
      comment: 'After the storm',
      testStripLotNumber: 'HC123456',
      updatedAt: now(),
    });
    expect(db().results.find((x) => x.id === r.id)!.measurementName).toBe('River Isar');
  });

  it('clears the comment with null (an empty comment is too short) and the lot number with null or empty text', async () => {
    const id = await loginAs(USER);
    const r = live(id)[0];
    r.comment = 'old comment';
    const empty = await call('PATCH', `/results/${r.id}`, { comment: '', updatedAt: now() });
    expect(empty.status).toBe(400);
    expect(empty.body.violations[0].propertyPath).toBe('comment');
    expect((await call('GET', `/results/${r.id}`)).body.comment).toBe('old comment');
    const res = await call('PATCH', `/results/${r.id}`, {
      comment: null,
      testStripLotNumber: '',
      updatedAt: now(),
    });
    expect(res.body.comment).toBeNull();
    expect(res.body.testStripLotNumber).toBeNull();
    const digits = await call('PATCH', `/results/${r.id}`, {
      testStripLotNumber: '1234567890',
      updatedAt: now(),
    });
    expect(digits.body.testStripLotNumber).toBe('1234567890');
  });

  it('answers 400 with one violation per invalid field', async () => {
    const id = await loginAs(USER);
    const r = live(id)[0];
    const res = await call('PATCH', `/results/${r.id}`, {
      measurementName: 'ab',
      comment: 'x',
      testStripLotNumber: 'H123',
    });
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      {
        propertyPath: 'measurementName',
        message: 'This value is too short. It should have 3 characters or more.',
      },
      {
        propertyPath: 'comment',
        message: 'This value is too short. It should have 3 characters or more.',
      },
      {
        propertyPath: 'testStripLotNumber',
        message:
          'Please make sure that your entered lot number has the format AB123456 or 1234567890',
      },
      { propertyPath: 'updatedAt', message: 'This value should not be blank.' },
    ]);
    const blank = await call('PATCH', `/results/${r.id}`, {
      measurementName: '   ',
      updatedAt: now(),
    });
    expect(blank.body.violations).toEqual([
      { propertyPath: 'measurementName', message: 'This value should not be blank.' },
    ]);
    expect(db().results.find((x) => x.id === r.id)!.measurementName).toBe(r.measurementName);
  });

  it('answers 422 when the result changed after the client loaded it', async () => {
    const id = await loginAs(USER);
    const r = live(id)[0];
    const res = await call('PATCH', `/results/${r.id}`, {
      measurementName: 'Stale edit',
      updatedAt: r.updatedAt - 60,
    });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([
      {
        propertyPath: 'updatedAt',
        message: 'The result was changed in the meantime. Please reload.',
      },
    ]);
  });

  it('answers 404 for another user’s result and 401 anonymous', async () => {
    expect((await call('PATCH', '/results/1', { updatedAt: now() })).status).toBe(401);
    const id = await loginAs(USER);
    expect(
      (
        await call('PATCH', `/results/${foreignResult(id).id}`, {
          measurementName: 'Mine now',
          updatedAt: now(),
        })
      ).status,
    ).toBe(404);
  });
});

describe('deleteResults', () => {
  it('deletes own results, ignores foreign and unknown ids and removes them from analyses', async () => {
    const id = await loginAs(USER);
    const analysis = db().analyses.find(
      (a) => a.userId === id && !a.discarded && a.resultIds.length > 2,
    )!;
    const [a, b] = analysis.resultIds;
    const foreign = foreignResult(id);
    const res = await call('DELETE', '/results', { ids: [a, b, foreign.id, 99999999] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 2 });
    expect(analysis.resultIds).not.toContain(a);
    expect(analysis.resultIds).not.toContain(b);
    expect(foreign.deletedAt).toBeNull();
    expect((await call('GET', `/results/${a}`)).status).toBe(404);
  });

  it('lets admins delete any result', async () => {
    await loginAs(ADMIN);
    const r = live(1)[0];
    expect((await call('DELETE', '/results', { ids: [r.id] })).body).toEqual({ deleted: 1 });
  });

  it('answers 403 for the restricted kind, 400 without ids, 401 anonymous', async () => {
    expect((await call('DELETE', '/results', { ids: [1] })).status).toBe(401);
    await loginAs(RESTRICTED);
    const own = live(3)[0];
    expect((await call('DELETE', '/results', { ids: [own.id] })).status).toBe(403);
    expect(own.deletedAt).toBeNull();
    await loginAs(USER);
    const empty = await call('DELETE', '/results', { ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.violations[0].propertyPath).toBe('ids');
  });
});

describe('deleteResult', () => {
  it('deletes an own result (204), revokes its share links, then answers 404', async () => {
    const id = await loginAs(USER);
    const share = db().shares.find(
      (s) => s.userId === id && s.resourceType === 'result' && !s.revoked,
    )!;
    const res = await call('DELETE', `/results/${share.resourceId}`);
    expect(res.status).toBe(204);
    expect(share.revoked).toBe(true);
    expect((await call('DELETE', `/results/${share.resourceId}`)).status).toBe(404);
  });

  it('answers 404 for another user’s result and 403 for the restricted kind', async () => {
    const id = await loginAs(USER);
    expect((await call('DELETE', `/results/${foreignResult(id).id}`)).status).toBe(404);
    await loginAs(RESTRICTED);
    expect((await call('DELETE', `/results/${live(3)[0].id}`)).status).toBe(403);
  });
});

describe('getResultImage', () => {
  it('returns a PNG of an own result, 404 for another user’s', async () => {
    const id = await loginAs(USER);
    const res = await call('GET', `/results/${live(id)[0].id}/image`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await (res.body as Blob).arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect((await call('GET', `/results/${foreignResult(id).id}/image`)).status).toBe(404);
  });

  it('lets admins fetch any image', async () => {
    await loginAs(ADMIN);
    expect((await call('GET', `/results/${live(1)[0].id}/image`)).status).toBe(200);
  });
});
