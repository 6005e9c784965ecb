import { describe, expect, it } from 'vitest';
import { earnedAchievements } from '../../model/achievements/earnedAchievements';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { call, loginAs } from '@tests/utils/apiClient';

describe('listAchievements', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/achievements')).status).toBe(401);
  });

  it('lists all twelve achievements', async () => {
    await loginAs('new@example.com');
    const res = await call('GET', '/achievements');
    expect(res.status).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(12);
    const keys = res.body['hydra:member'].map((a: { key: string }) => a.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'collector',
        'early_bird',
        'fifteen_day_streak',
        'traveler',
        'wanderer',
      ]),
    );
    expect(new Set(keys).size).toBe(12);
    expect(res.body['hydra:member'][0]).toMatchObject({
      id: 1,
      key: 'collector',
      name: 'Collector',
      eventDescription: '',
    });
  });
});

describe('getUserAchievements', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/users/1/achievements')).status).toBe(401);
  });

  it('lists the earned achievements of the own account with their dates', async () => {
    await loginAs('user@example.com');
    const expected = earnedAchievements(1);
    expect(expected.length).toBeGreaterThan(0);
    const res = await call('GET', '/users/1/achievements');
    expect(res.status).toBe(200);
    expect(res.body['hydra:totalItems']).toBe(expected.length);
    for (const e of expected) {
      const found = res.body['hydra:member'].find((a: { key: string }) => a.key === e.key);
      expect(found.achievedAt).toBe(e.achievedAt);
      expect(found.achievedAt).toBeLessThanOrEqual(now());
    }
  });

  it('is empty for an account without measurements', async () => {
    await loginAs('new@example.com');
    const res = await call('GET', '/users/4/achievements');
    expect(res.body).toEqual({ 'hydra:member': [], 'hydra:totalItems': 0 });
  });

  it("answers 404 for another user's achievements; admins may read them", async () => {
    await loginAs('new@example.com');
    expect((await call('GET', '/users/1/achievements')).status).toBe(404);
    await loginAs('admin@example.com');
    expect((await call('GET', '/users/1/achievements')).body['hydra:totalItems']).toBe(
      earnedAchievements(1).length,
    );
    db().users[0].deletedAt = now();
    expect((await call('GET', '/users/1/achievements')).status).toBe(404);
  });
});
