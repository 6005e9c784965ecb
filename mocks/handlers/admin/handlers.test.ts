import { db } from '@mocks/db/store';
import { call, loginAs } from '@tests/utils/apiClient';

const ids = (body: { 'hydra:member': { id: number }[] }) => body['hydra:member'].map((u) => u.id);

describe('Admin access', () => {
  it.each(['/admin/dashboard', '/users'])('GET %s: 401 anonymous, 403 users', async (path) => {
    expect((await call('GET', path)).status).toBe(401);
    await loginAs('user@example.com');
    expect((await call('GET', path)).status).toBe(403);
  });
});

describe('getAdminDashboard', () => {
  it('counts registered users, successful and discarded results and analyses', async () => {
    await loginAs('admin@example.com');
    const d = db();
    const results = d.results.filter((r) => r.deletedAt === null);
    const expected = {
      // every account not deleted: confirmed or not, administrators too
      userCount: d.users.filter((u) => u.deletedAt === null).length,
      successfullCount: results.filter((r) => !r.discardedResult).length,
      discardedCount: results.filter((r) => r.discardedResult).length,
      analysesCount: d.analyses.filter((a) => !a.discarded).length,
    };
    const res = await call('GET', '/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(expected);
    expect(res.body.userCount).toBeGreaterThan(30);
    expect(res.body.discardedCount).toBeGreaterThan(0);
  });

  it("'Registered Users' counts the people the users list holds", async () => {
    await loginAs('admin@example.com');
    const { userCount } = (await call('GET', '/admin/dashboard')).body;
    const list = (await call('GET', '/users?pagination=false')).body;
    expect(userCount).toBe(list['hydra:totalItems']);
    expect(userCount).toBe(list['hydra:member'].length);
    // unconfirmed accounts and the administrator are among them
    const emails = list['hydra:member'].map((u: { email: string }) => u.email);
    for (const email of ['pending@example.com', 'expired@example.com', 'admin@example.com'])
      expect(emails).toContain(email);
  });

  it('follows changes: a deleted result and a deleted user no longer count', async () => {
    await loginAs('admin@example.com');
    const before = (await call('GET', '/admin/dashboard')).body;
    const result = db().results.find((r) => r.deletedAt === null && !r.discardedResult)!;
    result.deletedAt = 1;
    const user = db().users.find(
      (u) =>
        u.isActivated &&
        !u.roles.includes('ROLE_ADMIN') &&
        u.deletedAt === null &&
        u.email !== 'admin@example.com',
    )!;
    user.deletedAt = 1;
    const after = (await call('GET', '/admin/dashboard')).body;
    expect(after.successfullCount).toBe(before.successfullCount - 1);
    expect(after.userCount).toBe(before.userCount - 1);
  });
});

describe('listUsers', () => {
  beforeEach(async () => {
    await loginAs('admin@example.com');
  });

  it('lists non-deleted users, 20 per page, newest registration first', async () => {
    const res = await call('GET', '/users');
    expect(res.status).toBe(200);
    const live = db().users.filter((u) => u.deletedAt === null);
    expect(res.body['hydra:totalItems']).toBe(live.length);
    expect(res.body['hydra:member']).toHaveLength(Math.min(20, live.length));
    const dates = res.body['hydra:member'].map(
      (u: { registrationDate: number }) => u.registrationDate,
    );
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('computes measurement counts per parameter type', async () => {
    const res = await call('GET', '/users?pagination=false');
    const me = res.body['hydra:member'].find(
      (u: { email: string }) => u.email === 'user@example.com',
    );
    const typeOf = new Map(db().parameters.map((p) => [p.id, p.type]));
    const mine = db().results.filter(
      (r) => r.userId === me.id && r.deletedAt === null && !r.discardedResult,
    );
    expect(me.countOfMeasurements).toBe(mine.length);
    expect(me.countOfPh).toBe(mine.filter((r) => typeOf.get(r.parameterId) === 1).length);
    expect(me.countOfNO3).toBe(mine.filter((r) => typeOf.get(r.parameterId) === 0).length);
    expect(me.countOfMeasurements).toBeGreaterThan(0);
    expect(me.countOfPh).toBeGreaterThan(0);
  });

  it('hides deleted users', async () => {
    db().users.find((u) => u.email === 'user@example.com')!.deletedAt = 1;
    const res = await call('GET', '/users?pagination=false');
    expect(res.body['hydra:member'].map((u: { email: string }) => u.email)).not.toContain(
      'user@example.com',
    );
  });

  it('searches name, e-mail, company and city', async () => {
    const res = await call('GET', '/users?search=user%40example.com');
    expect(res.body['hydra:member'].map((u: { email: string }) => u.email)).toEqual([
      'user@example.com',
    ]);
    const u = db().users.find((x) => x.company && x.companyCity && x.deletedAt === null)!;
    const byCity = await call(
      'GET',
      `/users?pagination=false&search=${encodeURIComponent(u.companyCity!)}`,
    );
    expect(ids(byCity.body)).toContain(u.id);
    const byCompany = await call(
      'GET',
      `/users?pagination=false&search=${encodeURIComponent(u.company!)}`,
    );
    expect(ids(byCompany.body)).toContain(u.id);
  });

  it('orders, filters and pages', async () => {
    const asc = await call('GET', '/users?order=id:asc&itemsPerPage=3&page=2');
    const all = db()
      .users.filter((u) => u.deletedAt === null)
      .map((u) => u.id)
      .sort((a, b) => a - b);
    expect(ids(asc.body)).toEqual(all.slice(3, 6));
    const filter = encodeURIComponent(
      JSON.stringify([{ field: 'countOfMeasurements', operator: 'gt', value: 0 }]),
    );
    const measured = await call('GET', `/users?pagination=false&filter=${filter}`);
    expect(measured.body['hydra:totalItems']).toBeGreaterThan(0);
    for (const u of measured.body['hydra:member']) expect(u.countOfMeasurements).toBeGreaterThan(0);
  });

  it('refuses a filter on an unknown field', async () => {
    const filter = encodeURIComponent(
      JSON.stringify([{ field: 'passwordHash', operator: 'eq', value: 'x' }]),
    );
    expect((await call('GET', `/users?filter=${filter}`)).status).toBe(400);
  });
});
