import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { call, loginAs } from '@tests/utils/apiClient';

const USER = 'user@example.com';
const ADMIN = 'admin@example.com';
const RESTRICTED = 'restricted@example.com';
const NAME_TAKEN = { propertyPath: 'name', message: 'Analysis name already taken.' };

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const analysesOf = (userId: number) =>
  db().analyses.filter((a) => a.userId === userId && !a.discarded);
const analysis = (id: number) => db().analyses.find((a) => a.id === id)!;
const liveIds = (ids: number[]) => {
  const live = new Set(
    db()
      .results.filter((r) => r.deletedAt === null)
      .map((r) => r.id),
  );
  return ids.filter((id) => live.has(id));
};
const resultsOf = (userId: number) =>
  db().results.filter((r) => r.userId === userId && r.deletedAt === null);
const discardedOf = (userId: number) =>
  db().analyses.find((a) => a.userId === userId && a.discarded)!;

describe('listAnalyses', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/analyses')).status).toBe(401);
  });

  it('lists the own analyses that are not discarded, newest first, with counts and parameters', async () => {
    const id = await loginAs(USER);
    const res = await call('GET', '/analyses');
    const own = analysesOf(id).sort((a, b) => b.creationDate - a.creationDate);
    expect(res.body['hydra:totalItems']).toBe(own.length);
    expect(res.body['hydra:member'].map((a: { id: number }) => a.id)).toEqual(own.map((a) => a.id));
    const first = res.body['hydra:member'][0];
    const ids = liveIds(own[0].resultIds);
    expect(first.countOfResultsWithDiscarded).toBe(ids.length);
    expect(first.results).toEqual(ids.map((x) => ({ id: x })));
    expect(first.user).toEqual({ id, displayName: 'Anna Becker' });
    expect(first.parameters.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(
      ids.length,
    );
    expect(first.discarded).toBe(false);
  });

  it('searches names, filters on parameters (enumLike) and orders', async () => {
    const id = await loginAs(USER);
    const found = await call('GET', '/analyses?search=AQUARIUM');
    expect(found.body['hydra:member'].map((a: { name: string }) => a.name)).toEqual([
      'Aquarium pH',
    ]);
    const nitrate = await call(
      'GET',
      `/analyses?filter=${enc([{ field: 'parameters', operator: 'con', value: 2 }])}`,
    );
    const expected = analysesOf(id).filter((a) =>
      db().results.some((r) => a.resultIds.includes(r.id) && r.parameterId === 2 && !r.deletedAt),
    );
    expect(nitrate.body['hydra:totalItems']).toBe(expected.length);
    expect(nitrate.body['hydra:totalItems']).toBeLessThan(analysesOf(id).length);
    const byName = await call('GET', '/analyses?order=name:asc');
    const names = byName.body['hydra:member'].map((a: { name: string }) => a.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('lists every user’s analyses for admins (discarded ones when filtered for)', async () => {
    await loginAs(ADMIN);
    const res = await call('GET', '/analyses?pagination=false');
    const all = db().analyses.filter((a) => !a.discarded);
    expect(res.body['hydra:totalItems']).toBe(all.length);
    expect(
      new Set(res.body['hydra:member'].map((a: { user: { id: number } }) => a.user.id)),
    ).toEqual(new Set([1, 3, 7])); // user@, restricted@ and the generated user who shares one
    const discarded = await call(
      'GET',
      `/analyses?filter=${enc([{ field: 'discarded', operator: 'eq', value: true }])}`,
    );
    expect(discarded.body['hydra:member'].map((a: { id: number }) => a.id)).toEqual([
      discardedOf(1).id,
    ]);
  });
});

describe('listAnalysisInfo', () => {
  it('lists id, name and creation date of the own analyses', async () => {
    const id = await loginAs(USER);
    const res = await call('GET', '/analyses/info');
    expect(res.status).toBe(200);
    expect(res.body['hydra:member']).toHaveLength(analysesOf(id).length);
    expect(Object.keys(res.body['hydra:member'][0]).sort()).toEqual(['creationDate', 'id', 'name']);
    expect((await call('POST', '/logout')).status).toBeLessThan(300);
    expect((await call('GET', '/analyses/info')).status).toBe(401);
  });
});

describe('createAnalysis', () => {
  it('creates an analysis from selected results (201)', async () => {
    const id = await loginAs(USER);
    const picked = resultsOf(id)
      .slice(0, 3)
      .map((r) => r.id);
    const res = await call('POST', '/analyses?fromQuery=false&pagination=false', {
      name: '  River study ',
      addResultIds: picked,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'River study',
      countOfResultsWithDiscarded: 3,
      discarded: false,
      user: { id },
    });
    expect(res.body.results).toEqual(picked.map((x) => ({ id: x })));
    expect((await call('GET', `/analyses/${res.body.id}`)).body.name).toBe('River study');
  });

  it('takes every result matching the filters and search with fromQuery=true', async () => {
    const id = await loginAs(USER);
    const filters = [
      { field: 'parameter.id', operator: 'eq', value: 2 },
      { field: 'discardedResult', operator: 'eq', value: false },
    ];
    const res = await call('POST', '/analyses?fromQuery=true&pagination=false', {
      name: 'All nitrate',
      filters,
      search: 'well',
    });
    expect(res.status).toBe(201);
    const expected = resultsOf(id).filter(
      (r) =>
        r.parameterId === 2 &&
        !r.discardedResult &&
        r.measurementName.toLowerCase().includes('well'),
    );
    expect(expected.length).toBeGreaterThan(20);
    expect(res.body.countOfResults).toBe(expected.length);
    expect(new Set(res.body.results.map((r: { id: number }) => r.id))).toEqual(
      new Set(expected.map((r) => r.id)),
    );
  });

  it('answers 422 for a name the user already uses (case-insensitive); discarded names are free', async () => {
    const id = await loginAs(USER);
    const taken = analysesOf(id)[0].name;
    const res = await call('POST', '/analyses?fromQuery=false', {
      name: ` ${taken.toUpperCase()} `,
      addResultIds: [],
    });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([NAME_TAKEN]);
    const reuse = await call('POST', '/analyses?fromQuery=false', {
      name: discardedOf(id).name,
      addResultIds: [],
    });
    expect(reuse.status).toBe(201);
    // another user's names do not count
    await loginAs(RESTRICTED);
    const restrictedUser = db().users.find((u) => u.id === 3)!;
    restrictedUser.roles = ['ROLE_USER'];
    expect(
      (await call('POST', '/analyses?fromQuery=false', { name: taken, addResultIds: [] })).status,
    ).toBe(201);
  });

  it('answers 400 for a blank name, foreign or unknown result ids and a missing fromQuery', async () => {
    const id = await loginAs(USER);
    const blank = await call('POST', '/analyses?fromQuery=false', {
      name: '   ',
      addResultIds: [],
    });
    expect(blank.status).toBe(400);
    expect(blank.body.violations).toEqual([
      { propertyPath: 'name', message: 'This value should not be blank.' },
    ]);
    const foreign = resultsOf(3)[0].id;
    const bad = await call('POST', '/analyses?fromQuery=false', {
      name: 'Mixed',
      addResultIds: [resultsOf(id)[0].id, foreign, 99999999],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.violations).toEqual([
      { propertyPath: 'addResultIds[1]', message: 'This result does not exist.' },
      { propertyPath: 'addResultIds[2]', message: 'This result does not exist.' },
    ]);
    expect((await call('POST', '/analyses', { name: 'No mode' })).status).toBe(400);
    const badFilter = await call('POST', '/analyses?fromQuery=true', {
      name: 'Bad',
      filters: [{ field: 'x', operator: 'zz', value: 1 }],
    });
    expect(badFilter.body.violations[0].propertyPath).toBe('filters[0]');
  });

  it('answers 403 for the restricted kind and 401 anonymous', async () => {
    expect((await call('POST', '/analyses?fromQuery=false', { name: 'Anon' })).status).toBe(401);
    await loginAs(RESTRICTED);
    expect(
      (await call('POST', '/analyses?fromQuery=false', { name: 'Not allowed', addResultIds: [] }))
        .status,
    ).toBe(403);
  });

  it('refuses the restricted kind adding or removing results (403), renaming is fine', async () => {
    const id = await loginAs(RESTRICTED);
    const own = db().analyses.find((a) => a.userId === id && !a.discarded)!;
    const first = own.resultIds[0];
    const remove = await call('PUT', `/analyses/${own.id}`, { removeResultIds: [first] });
    expect(remove.status).toBe(403);
    const add = await call('PUT', `/analyses/${own.id}`, { addResultIds: [first] });
    expect(add.status).toBe(403);
    expect(own.resultIds[0]).toBe(first);
    expect((await call('PUT', `/analyses/${own.id}`, { name: 'Harbour' })).status).toBe(200);
  });
});

describe('getAnalysis', () => {
  it('returns an own analysis; another user’s or a discarded one answers 404; admins see any', async () => {
    const id = await loginAs(USER);
    const own = analysesOf(id)[0];
    expect((await call('GET', `/analyses/${own.id}`)).body).toMatchObject({
      id: own.id,
      name: own.name,
    });
    expect((await call('GET', `/analyses/${analysesOf(3)[0].id}`)).status).toBe(404);
    expect((await call('GET', `/analyses/${discardedOf(id).id}`)).status).toBe(404);
    await loginAs(ADMIN);
    expect((await call('GET', `/analyses/${analysesOf(3)[0].id}`)).status).toBe(200);
  });
});

describe('updateAnalysis', () => {
  it('renames; a name used by another own analysis answers 422', async () => {
    const id = await loginAs(USER);
    const [a, b] = analysesOf(id);
    const res = await call('PUT', `/analyses/${a.id}`, { name: 'Renamed analysis' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Renamed analysis');
    expect(analysis(a.id).name).toBe('Renamed analysis');
    expect((await call('PUT', `/analyses/${a.id}`, { name: 'renamed ANALYSIS' })).status).toBe(200);
    const clash = await call('PUT', `/analyses/${a.id}`, { name: b.name });
    expect(clash.status).toBe(422);
    expect(clash.body.violations).toEqual([NAME_TAKEN]);
    expect((await call('PUT', `/analyses/${a.id}`, { name: ' ' })).status).toBe(400);
  });

  it('adds results, skipping those already in it, and removes results, with counters', async () => {
    const id = await loginAs(USER);
    const a = analysesOf(id)[0];
    const inside = a.resultIds.slice(0, 2);
    const outside = resultsOf(id)
      .filter((r) => !a.resultIds.includes(r.id))
      .slice(0, 3)
      .map((r) => r.id);
    const add = await call('PUT', `/analyses/${a.id}`, { addResultIds: [...inside, ...outside] });
    expect(add.status).toBe(200);
    expect(add.body).toMatchObject({ addedCount: 3, skippedCount: 2 });
    expect(analysis(a.id).resultIds).toEqual(expect.arrayContaining(outside));
    const remove = await call('PUT', `/analyses/${a.id}`, {
      removeResultIds: [outside[0], 99999999],
    });
    expect(remove.body.removedCount).toBe(1);
    expect(remove.body.results.map((r: { id: number }) => r.id)).not.toContain(outside[0]);
    const foreign = await call('PUT', `/analyses/${a.id}`, { addResultIds: [resultsOf(3)[0].id] });
    expect(foreign.status).toBe(400);
  });

  it('discarding revokes the share links; the analysis is then gone (404)', async () => {
    const id = await loginAs(USER);
    const share = db().shares.find(
      (s) => s.userId === id && s.resourceType === 'analysis' && s.type === 'dynamic' && !s.revoked,
    )!;
    const res = await call('PUT', `/analyses/${share.resourceId}`, { discarded: true });
    expect(res.status).toBe(200);
    expect(res.body.discarded).toBe(true);
    expect(share.revoked).toBe(true);
    expect((await call('GET', `/analyses/${share.resourceId}`)).status).toBe(404);
    expect((await call('GET', `/share/dynamic/analyses/${share.id}`)).status).toBe(404);
    expect(
      (await call('GET', '/analyses/info')).body['hydra:member'].map((a: { id: number }) => a.id),
    ).not.toContain(share.resourceId);
  });

  it('answers 404 for another user’s analysis and 422 for admins changing a discarded one', async () => {
    await loginAs(USER);
    expect((await call('PUT', `/analyses/${analysesOf(3)[0].id}`, { name: 'Hijack' })).status).toBe(
      404,
    );
    await loginAs(ADMIN);
    expect((await call('PUT', `/analyses/${discardedOf(1).id}`, { name: 'Back' })).status).toBe(
      422,
    );
  });
});

describe('listAnalysisResults', () => {
  it('lists the analysis’s live results with the table query', async () => {
    const id = await loginAs(USER);
    const a = analysesOf(id)[0];
    const ids = liveIds(a.resultIds);
    const res = await call('GET', `/analyses/${a.id}/results?pagination=false`);
    expect(res.body['hydra:totalItems']).toBe(ids.length);
    expect(new Set(res.body['hydra:member'].map((r: { id: number }) => r.id))).toEqual(
      new Set(ids),
    );
    const paged = await call(
      'GET',
      `/analyses/${a.id}/results?itemsPerPage=5&order=sampleCreationDate:asc`,
    );
    expect(paged.body['hydra:member']).toHaveLength(5);
    expect((await call('GET', `/analyses/${analysesOf(3)[0].id}/results`)).status).toBe(404);
  });
});

describe('listAnalysisResultsByTime', () => {
  it('returns the results in the time range, oldest first', async () => {
    const id = await loginAs(USER);
    const a = analysesOf(id)[0];
    const dates = db()
      .results.filter((r) => a.resultIds.includes(r.id))
      .map((r) => r.sampleCreationDate)
      .sort((x, y) => x - y);
    const start = dates[2];
    const end = dates[dates.length - 3];
    const res = await call('GET', `/analyses/${a.id}/results/time-range?start=${start}&end=${end}`);
    expect(res.status).toBe(200);
    const got = res.body['hydra:member'].map(
      (r: { sampleCreationDate: number }) => r.sampleCreationDate,
    );
    expect(got).toEqual(dates.filter((d) => d >= start && d <= end));
  });

  it('answers 400 when start lies after end or a bound is missing', async () => {
    const id = await loginAs(USER);
    const a = analysesOf(id)[0];
    const res = await call('GET', `/analyses/${a.id}/results/time-range?start=200&end=100`);
    expect(res.status).toBe(400);
    expect(res.body.violations[0].propertyPath).toBe('start');
    expect((await call('GET', `/analyses/${a.id}/results/time-range?start=100`)).status).toBe(400);
  });
});

describe('an analysis holds the results its owner may read, whoever asks', () => {
  const DYNAMIC_LINK = 'de23bb63a371d1b61881af790efeafef'; // user@'s dynamic link of an analysis
  const userOf = (email: string) => db().users.find((u) => u.email === email)!.id;
  const refusal = (id: number) =>
    `The result ${id} belongs to another user: an analysis holds only results its owner may read.`;
  const successful = { field: 'discardedResult', operator: 'eq', value: false };

  it('refuses an admin adding another user’s result to a user’s analysis (422 naming it)', async () => {
    const owner = userOf(USER);
    const target = analysesOf(owner)[0];
    const before = [...target.resultIds];
    const foreign = resultsOf(userOf(RESTRICTED))[0].id;
    const own = resultsOf(owner).find((r) => !before.includes(r.id))!.id;
    await loginAs(ADMIN);
    const res = await call('PUT', `/analyses/${target.id}`, { addResultIds: [own, foreign] });
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([
      { propertyPath: 'addResultIds[1]', message: refusal(foreign) },
    ]);
    expect(analysis(target.id).resultIds).toEqual(before);
    // the owner's own results are still welcome
    expect((await call('PUT', `/analyses/${target.id}`, { addResultIds: [own] })).status).toBe(200);
  });

  it('gives an admin an analysis of every user’s successful results, from the query', async () => {
    await loginAs(ADMIN);
    const created = await call('POST', '/analyses?fromQuery=true&pagination=false', {
      name: 'All successful',
      filters: [successful],
    });
    expect(created.status).toBe(201);
    const expected = db().results.filter(
      (r) =>
        !r.deletedAt && !r.discardedResult && !db().users.find((u) => u.id === r.userId)!.deletedAt,
    );
    expect(new Set(expected.map((r) => r.userId)).size).toBeGreaterThan(2);
    expect(created.body.countOfResultsWithDiscarded).toBe(expected.length);
    const listed = await call(
      'GET',
      `/analyses/${created.body.id}/results?pagination=false&order=id:asc`,
    );
    expect(listed.body['hydra:member'].map((r: { id: number }) => r.id)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
  });

  it('gives an admin an analysis of other users’ results by ids, and adds more to it', async () => {
    const [a, b] = [resultsOf(userOf(USER))[0].id, resultsOf(userOf(RESTRICTED))[0].id];
    await loginAs(ADMIN);
    const created = await call('POST', '/analyses?fromQuery=false', {
      name: 'Borrowed',
      addResultIds: [a],
    });
    expect(created.status).toBe(201);
    expect(created.body.results).toEqual([{ id: a }]);
    const added = await call('PUT', `/analyses/${created.body.id}`, { addResultIds: [b] });
    expect(added.status).toBe(200);
    expect(added.body.addedCount).toBe(1);
    expect(added.body.results).toEqual([{ id: a }, { id: b }]);
  });

  it('refuses a user’s own analysis the results of another user, even by a stale id', async () => {
    const foreign = resultsOf(userOf(RESTRICTED))[0].id;
    await loginAs(USER);
    const res = await call('POST', '/analyses?fromQuery=false', {
      name: 'Not mine',
      addResultIds: [foreign],
    });
    // the user cannot see it: the same answer as an unknown id, nothing leaks
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      { propertyPath: 'addResultIds[0]', message: 'This result does not exist.' },
    ]);
  });

  it('never shows another user’s result stored in an analysis, to its owner or on its share link', async () => {
    const owner = userOf(USER);
    const share = db().shares.find((s) => s.id === DYNAMIC_LINK)!;
    const target = analysis(share.resourceId);
    const foreign = resultsOf(userOf(RESTRICTED))[0];
    // data stored before the rule: the analysis lists a result of another user
    target.resultIds.push(foreign.id);
    const ownIds = liveIds(target.resultIds).filter((id) => id !== foreign.id);
    const ids = (body: { 'hydra:member': { id: number }[] }) =>
      body['hydra:member'].map((r) => r.id);

    await loginAs(USER);
    expect(target.userId).toBe(owner);
    const listed = await call('GET', `/analyses/${target.id}/results?itemsPerPage=1000`);
    expect(ids(listed.body).sort()).toEqual([...ownIds].sort());
    const one = await call('GET', `/analyses/${target.id}`);
    expect(one.body.results.map((r: { id: number }) => r.id)).not.toContain(foreign.id);
    expect(one.body.countOfResultsWithDiscarded).toBe(ownIds.length);
    const byTime = await call(
      'GET',
      `/analyses/${target.id}/results/time-range?start=0&end=${foreign.sampleCreationDate + 1}`,
    );
    expect(ids(byTime.body)).not.toContain(foreign.id);

    const shared = await call(
      'GET',
      `/share/dynamic/analyses/${DYNAMIC_LINK}/results?itemsPerPage=1000`,
    );
    expect(ids(shared.body)).not.toContain(foreign.id);
    expect(ids(shared.body).length).toBe(ownIds.length);
    const view = await call('GET', `/share/dynamic/analyses/${DYNAMIC_LINK}`);
    expect(view.body.results.map((r: { id: number }) => r.id)).not.toContain(foreign.id);
    expect(
      (await call('GET', `/share/dynamic/analyses/${DYNAMIC_LINK}/results/${foreign.id}`)).status,
    ).toBe(404);
  });
});
