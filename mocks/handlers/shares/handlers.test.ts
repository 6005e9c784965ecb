import { afterEach, describe, expect, it } from 'vitest';
import { configureClock, DAY, now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import type { ShareRecord } from '@mocks/db/types';
import { call, loginAs } from '@tests/utils/apiClient';

const USER = 'user@example.com';
const RESTRICTED = 'restricted@example.com';

afterEach(() => configureClock({ offset: 0 }));

const share = (p: (s: ShareRecord) => boolean) => db().shares.find(p)!;
const mine = (type: ShareRecord['type'], resource: ShareRecord['resourceType']) =>
  share(
    (s) =>
      s.userId === 1 &&
      s.type === type &&
      s.resourceType === resource &&
      !s.revoked &&
      (s.validUntil === null || s.validUntil >= now()),
  );
const liveResultsOf = (userId: number) =>
  db().results.filter((r) => r.userId === userId && r.deletedAt === null);
const analysis = (id: number) => db().analyses.find((a) => a.id === id)!;
const logout = () => {
  db().cookieSession = null;
};
const idsOf = (body: { 'hydra:member'?: { id: number }[]; results?: { id: number }[] }) =>
  (body['hydra:member'] ?? body.results ?? []).map((r) => r.id);

describe('createShare', () => {
  it('creates a snapshot link of an analysis valid 30 days and mails every recipient', async () => {
    await loginAs(USER);
    const a = db().analyses.find((x) => x.userId === 1 && !x.discarded)!;
    const res = await call('POST', '/shares/snapshot/analysis', {
      emails: ['j.doe@example.org', 'lab@example.net'],
      from: a.id,
    });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(res.body).toEqual({
      id: res.body.id,
      shareLink: `/share/snapshot/analyses/${res.body.id}`,
      validUntil: now() + 30 * DAY,
    });
    const record = share((s) => s.id === res.body.id);
    expect(record).toMatchObject({
      userId: 1,
      resourceType: 'analysis',
      resourceId: a.id,
      emails: ['j.doe@example.org', 'lab@example.net'],
      revoked: false,
    });
    expect(record.snapshotResultIds).toEqual(a.resultIds);
    const mails = db().outbox.filter((m) => m.kind === 'share' && m.link === res.body.shareLink);
    expect(mails.map((m) => m.to)).toEqual(['j.doe@example.org', 'lab@example.net']);
    expect(mails[0].body).toContain(a.name);
  });

  it('creates a dynamic link of a result without expiry; ids are unguessable', async () => {
    await loginAs(USER);
    const r = liveResultsOf(1)[0];
    const one = await call('POST', '/shares/dynamic/result', { emails: [], from: r.id });
    const two = await call('POST', '/shares/dynamic/result', { emails: [], from: r.id });
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({
      shareLink: `/share/dynamic/results/${one.body.id}`,
      validUntil: null,
    });
    expect(two.body.id).not.toBe(one.body.id);
    expect(share((s) => s.id === one.body.id).snapshotResultIds).toBeNull();
  });

  it('answers 400 for invalid and duplicate e-mails', async () => {
    await loginAs(USER);
    const r = liveResultsOf(1)[0];
    const res = await call('POST', '/shares/snapshot/result', {
      emails: ['ok@example.com', 'not-an-address', '', 'OK@example.com'],
      from: r.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      { propertyPath: 'emails[1]', message: 'Invalid e-mail' },
      { propertyPath: 'emails[3]', message: 'Duplicate e-mail' },
    ]);
    expect(
      (await call('POST', '/shares/snapshot/result', { emails: ['a@example.com'] })).status,
    ).toBe(400);
  });

  it('answers 404 for another user’s or a discarded resource, 403 restricted, 401 anonymous', async () => {
    expect((await call('POST', '/shares/dynamic/result', { emails: [], from: 1 })).status).toBe(
      401,
    );
    await loginAs(USER);
    expect(
      (await call('POST', '/shares/dynamic/result', { emails: [], from: liveResultsOf(3)[0].id }))
        .status,
    ).toBe(404);
    const discarded = db().analyses.find((a) => a.userId === 1 && a.discarded)!;
    expect(
      (await call('POST', '/shares/dynamic/analysis', { emails: [], from: discarded.id })).status,
    ).toBe(404);
    expect(
      (await call('POST', '/shares/weekly/analysis', { emails: [], from: discarded.id })).status,
    ).toBe(404);
    await loginAs(RESTRICTED);
    expect(
      (await call('POST', '/shares/dynamic/result', { emails: [], from: liveResultsOf(3)[0].id }))
        .status,
    ).toBe(403);
  });
});

describe('share link lists', () => {
  it('lists my links by mode, newest first, expired snapshots included, revoked ones left out', async () => {
    await loginAs(USER);
    const snap = await call('GET', '/shares/snapshot/mine');
    const expected = db().shares.filter(
      (s) => s.userId === 1 && s.type === 'snapshot' && !s.revoked,
    );
    expect(snap.body.totalItems).toBe(expected.length);
    expect(snap.body.shares.some((s: { validUntil: number }) => s.validUntil < now())).toBe(true);
    const dates = snap.body.shares.map((s: { creationDate: number }) => s.creationDate);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = snap.body.shares[0];
    const res =
      first.resourceType === 'result'
        ? db().results.find((r) => r.id === first.resourceId)!.measurementName
        : analysis(first.resourceId).name;
    expect(first.name).toBe(res);
    expect(first.emailSendFrom).toBeNull();
    expect(first.emails[0]).toHaveProperty('emailAddress');
    const dyn = await call('GET', '/shares/dynamic/mine');
    expect(dyn.body.totalItems).toBe(
      db().shares.filter((s) => s.userId === 1 && s.type === 'dynamic' && !s.revoked).length,
    );
    expect(dyn.body.shares.every((s: { revoked: boolean }) => !s.revoked)).toBe(true);
    const paged = await call('GET', '/shares/snapshot/mine?page=2&itemsPerPage=1');
    expect(paged.body.shares).toEqual([snap.body.shares[1]]);
  });

  it('lists links received by e-mail with the sender’s address', async () => {
    await loginAs(USER);
    const res = await call('GET', '/shares/dynamic/received');
    expect(res.body.totalItems).toBe(1);
    expect(res.body.shares[0]).toMatchObject({
      emailSendFrom: 'roy.harber7@example.org',
      name: 'City waters survey',
      resourceType: 'analysis',
    });
    const snap = await call('GET', '/shares/snapshot/received');
    expect(snap.body.totalItems).toBe(
      db().shares.filter((s) => s.type === 'snapshot' && s.emails.includes('user@example.com'))
        .length,
    );
    expect((await call('GET', '/shares/other/received')).status).toBe(400);
  });

  it('lists the links of one result or analysis; another user’s answers 404', async () => {
    await loginAs(USER);
    const s = mine('dynamic', 'analysis');
    const res = await call('GET', `/analyses/${s.resourceId}/links`);
    expect(res.body.totalItems).toBe(
      db().shares.filter(
        (x) => x.resourceType === 'analysis' && x.resourceId === s.resourceId && !x.revoked,
      ).length,
    );
    expect(res.body.shares.map((x: { id: string }) => x.id)).toContain(s.id);
    const r = mine('snapshot', 'result');
    expect((await call('GET', `/results/${r.resourceId}/links`)).body.shares[0].id).toBe(r.id);
    expect((await call('GET', `/results/${liveResultsOf(3)[0].id}/links`)).status).toBe(404);
    expect(
      (await call('GET', `/analyses/${db().analyses.find((a) => a.userId === 3)!.id}/links`))
        .status,
    ).toBe(404);
    logout();
    expect((await call('GET', `/results/${r.resourceId}/links`)).status).toBe(401);
  });
});

describe('revokeShare', () => {
  it('revokes an own link: public views and lists drop it', async () => {
    await loginAs(USER);
    const s = mine('dynamic', 'analysis');
    expect((await call('DELETE', `/shares/dynamic/analysis/${s.id}`)).status).toBe(204);
    expect(s.revoked).toBe(true);
    expect(
      (await call('GET', '/shares/dynamic/mine')).body.shares.map((x: { id: string }) => x.id),
    ).not.toContain(s.id);
    logout();
    expect((await call('GET', `/share/dynamic/analyses/${s.id}`)).status).toBe(404);
  });

  it('answers 404 for another user’s link or a wrong path', async () => {
    await loginAs(USER);
    const received = share((s) => s.userId === 7 && s.type === 'dynamic');
    expect((await call('DELETE', `/shares/dynamic/analysis/${received.id}`)).status).toBe(404);
    const own = mine('dynamic', 'analysis');
    expect((await call('DELETE', `/shares/snapshot/analysis/${own.id}`)).status).toBe(404);
    expect(own.revoked).toBe(false);
  });
});

describe('public share views', () => {
  it('shows a snapshot analysis without a session: the frozen results only', async () => {
    const s = mine('snapshot', 'analysis');
    const a = analysis(s.resourceId);
    const extra = liveResultsOf(1).find((r) => !a.resultIds.includes(r.id))!;
    a.resultIds.push(extra.id); // added after sharing: not part of the snapshot
    const res = await call('GET', `/share/snapshot/analyses/${s.id}`);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual(s.snapshotResultIds);
    expect(res.body.originalAnalysis.id).toBe(a.id);
    const list = await call('GET', `/share/snapshot/analyses/${s.id}/results?pagination=false`);
    expect(new Set(idsOf(list.body))).toEqual(new Set(s.snapshotResultIds));
    expect((await call('GET', `/share/snapshot/analyses/${s.id}/results/${extra.id}`)).status).toBe(
      404,
    );
    const inside = s.snapshotResultIds![0];
    expect((await call('GET', `/share/snapshot/analyses/${s.id}/results/${inside}`)).body.id).toBe(
      inside,
    );
  });

  it('keeps showing what was shared after the owner edits, removes or deletes results', async () => {
    const s = mine('snapshot', 'analysis');
    const a = analysis(s.resourceId);
    const [editedId, removedId, deletedId] = s.snapshotResultIds!;
    const before = (await call('GET', `/share/snapshot/analyses/${s.id}/results/${editedId}`)).body;
    const oldName = a.name;
    db().results.find((r) => r.id === editedId)!.measurementName = 'Renamed later';
    db().results.find((r) => r.id === deletedId)!.deletedAt = now();
    a.resultIds = a.resultIds.filter((id) => id !== removedId);
    a.name = 'Renamed analysis';

    const res = await call('GET', `/share/snapshot/analyses/${s.id}`);
    expect(res.body.name).toBe(oldName);
    expect(idsOf(res.body)).toEqual(s.snapshotResultIds);
    const edited = await call('GET', `/share/snapshot/analyses/${s.id}/results/${editedId}`);
    expect(edited.body.measurementName).toBe(before.measurementName);
    for (const id of [removedId, deletedId])
      expect((await call('GET', `/share/snapshot/analyses/${s.id}/results/${id}`)).status).toBe(
        200,
      );
    // the owner's list still names the link as it was shared
    await loginAs(USER);
    const links = await call('GET', '/shares/snapshot/mine');
    expect(links.body.shares.find((x: { id: string }) => x.id === s.id).name).toBe(oldName);
  });

  it('a snapshot of a result outlives its deletion; a dynamic link does not', async () => {
    const snap = mine('snapshot', 'result');
    const dyn = mine('dynamic', 'result');
    db().results.find((r) => r.id === snap.resourceId)!.deletedAt = now();
    db().results.find((r) => r.id === dyn.resourceId)!.deletedAt = now();
    expect((await call('GET', `/share/snapshot/results/${snap.id}`)).status).toBe(200);
    expect((await call('GET', `/share/${snap.id}/image`)).status).toBe(200);
    expect((await call('GET', `/share/dynamic/results/${dyn.id}`)).status).toBe(404);
  });

  it('deleting an analysis revokes its snapshot and dynamic links', async () => {
    await loginAs(USER);
    const s = mine('snapshot', 'analysis');
    const res = await call('PUT', `/analyses/${s.resourceId}`, { discarded: true });
    expect(res.status).toBeLessThan(300);
    expect((await call('GET', `/share/snapshot/analyses/${s.id}`)).status).toBe(404);
  });

  it('shows a dynamic analysis as it is now', async () => {
    const s = mine('dynamic', 'analysis');
    const a = analysis(s.resourceId);
    const extra = liveResultsOf(1).find((r) => !a.resultIds.includes(r.id))!;
    a.resultIds.push(extra.id);
    const res = await call('GET', `/share/dynamic/analyses/${s.id}`);
    expect(idsOf(res.body)).toContain(extra.id);
    expect(res.body.originalAnalysis).toBeNull();
    const list = await call('GET', `/share/dynamic/analyses/${s.id}/results?itemsPerPage=2`);
    expect(list.body['hydra:totalItems']).toBe(a.resultIds.length);
    expect(list.body['hydra:member']).toHaveLength(2);
  });

  it('answers 404 for unknown ids, the wrong mode or resource, and expired snapshots', async () => {
    const s = mine('snapshot', 'analysis');
    expect((await call('GET', `/share/snapshot/analyses/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await call('GET', `/share/dynamic/analyses/${s.id}`)).status).toBe(404);
    expect((await call('GET', `/share/snapshot/results/${s.id}`)).status).toBe(404);
    const expired = share((x) => x.userId === 1 && x.type === 'snapshot' && x.validUntil! < now());
    expect((await call('GET', `/share/snapshot/analyses/${expired.id}`)).status).toBe(404);
  });

  it('lets snapshots expire after 30 days while dynamic links stay', async () => {
    const snap = mine('snapshot', 'result');
    const dyn = mine('dynamic', 'result');
    expect((await call('GET', `/share/snapshot/results/${snap.id}`)).status).toBe(200);
    configureClock({ offset: 31 * DAY });
    expect((await call('GET', `/share/snapshot/results/${snap.id}`)).status).toBe(404);
    expect((await call('GET', `/share/${snap.id}/image`)).status).toBe(404);
    expect((await call('GET', `/share/dynamic/results/${dyn.id}`)).status).toBe(200);
  });

  it('shows a shared result; 404 once the result or its owner is gone', async () => {
    const s = mine('dynamic', 'result');
    const res = await call('GET', `/share/dynamic/results/${s.id}`);
    expect(res.body).toMatchObject({
      id: s.resourceId,
      createdByUser: { displayName: 'Anna Becker' },
    });
    db().users.find((u) => u.id === 1)!.deletedAt = now();
    expect((await call('GET', `/share/dynamic/results/${s.id}`)).status).toBe(404);
    db().users.find((u) => u.id === 1)!.deletedAt = null;
    db().results.find((r) => r.id === s.resourceId)!.deletedAt = now();
    expect((await call('GET', `/share/dynamic/results/${s.id}`)).status).toBe(404);
  });

  it('serves the images of shared results only', async () => {
    const rs = mine('dynamic', 'result');
    const img = await call('GET', `/share/${rs.id}/image`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const as = mine('dynamic', 'analysis');
    const inside = analysis(as.resourceId).resultIds[0];
    expect((await call('GET', `/share/${as.id}/image?resultId=${inside}`)).status).toBe(200);
    const outside = liveResultsOf(1).find(
      (r) => !analysis(as.resourceId).resultIds.includes(r.id),
    )!;
    expect((await call('GET', `/share/${as.id}/image?resultId=${outside.id}`)).status).toBe(404);
    const missing = await call('GET', `/share/${as.id}/image`);
    expect(missing.status).toBe(400);
    expect(missing.body.violations[0].propertyPath).toBe('resultId');
    expect((await call('GET', `/share/${'f'.repeat(32)}/image`)).status).toBe(404);
  });
});

describe('who may share', () => {
  it('admins neither share nor load shares (403)', async () => {
    await loginAs('admin@example.com');
    const r = db().results.find((x) => x.userId === 1 && x.deletedAt === null)!;
    expect((await call('POST', '/shares/snapshot/result', { emails: [], from: r.id })).status).toBe(
      403,
    );
    expect((await call('GET', '/shares/snapshot/mine')).status).toBe(403);
    expect((await call('GET', '/shares/dynamic/received')).status).toBe(403);
    expect((await call('GET', `/results/${r.id}/links`)).status).toBe(403);
  });

  it('the restricted kind cannot share but reads the links it received', async () => {
    await loginAs(RESTRICTED);
    const own = db().results.find((x) => x.userId === 3 && x.deletedAt === null)!;
    expect(
      (await call('POST', '/shares/dynamic/result', { emails: [], from: own.id })).status,
    ).toBe(403);
    const received = await call('GET', '/shares/dynamic/received');
    expect(received.status).toBe(200);
    expect(received.body.totalItems).toBeGreaterThan(0);
  });

  it('the restricted kind has no links of its own to list, count or revoke (403)', async () => {
    expect(db().shares.filter((s) => s.userId === 3)).toEqual([]); // the seed gives it none
    await loginAs(RESTRICTED);
    const analysisId = db().analyses.find((a) => a.userId === 3)!.id;
    const resultId = db().results.find((x) => x.userId === 3 && x.deletedAt === null)!.id;
    for (const type of ['snapshot', 'dynamic'])
      expect((await call('GET', `/shares/${type}/mine`)).status).toBe(403);
    expect((await call('GET', `/analyses/${analysisId}/links`)).status).toBe(403);
    expect((await call('GET', `/results/${resultId}/links`)).status).toBe(403);
    const received = db().shares.find((s) => s.emails.includes('restricted@example.com'))!;
    expect(
      (await call('DELETE', `/shares/${received.type}/${received.resourceType}/${received.id}`))
        .status,
    ).toBe(403);
  });
});
