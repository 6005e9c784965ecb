import { afterEach, describe, expect, it } from 'vitest';
import { configureClock, DAY, now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { call, loginAs } from '@tests/utils/apiClient';

const broadcast = (id: number) => db().broadcasts.find((b) => b.id === id)!;

afterEach(() => configureClock({ offset: 0 }));

describe('listNotifications', () => {
  it('refuses anonymous callers and admins', async () => {
    expect((await call('GET', '/notifications')).status).toBe(401);
    await loginAs('admin@example.com');
    expect((await call('GET', '/notifications')).status).toBe(403);
  });

  it('lists sent broadcasts newest first with the read state of the caller', async () => {
    await loginAs('restricted@example.com');
    const res = await call('GET', '/notifications');
    expect(res.status).toBe(200);
    const member = res.body['hydra:member'];
    expect(member.map((n: { id: number }) => n.id)).toEqual([4, 3, 2, 1]);
    expect(member.map((n: { isRead: boolean }) => n.isRead)).toEqual([false, false, false, true]);
    expect(member[2]).toMatchObject({
      type: 'broadcast',
      image: true,
      sentDate: broadcast(2).sentDate,
    });
    expect(res.body['hydra:totalItems']).toBe(4);
  });

  it('hides deleted broadcasts and shows scheduled ones once their date is reached', async () => {
    await loginAs('new@example.com');
    broadcast(4).deletedAt = now();
    broadcast(5).sentDate = now() + DAY;
    let ids = (await call('GET', '/notifications')).body['hydra:member'].map(
      (n: { id: number }) => n.id,
    );
    expect(ids).toEqual([3, 2, 1]);
    configureClock({ offset: DAY });
    await loginAs('new@example.com'); // the session of the day before has ended
    ids = (await call('GET', '/notifications')).body['hydra:member'].map(
      (n: { id: number }) => n.id,
    );
    expect(ids).toEqual([5, 3, 2, 1]);
  });
});

describe('readNotification', () => {
  it('refuses anonymous callers and admins', async () => {
    expect((await call('PUT', '/read-notification/broadcast/3')).status).toBe(401);
    await loginAs('admin@example.com');
    expect((await call('PUT', '/read-notification/broadcast/3')).status).toBe(403);
  });

  it('marks a notification read for the caller only', async () => {
    await loginAs('new@example.com');
    const res = await call('PUT', '/read-notification/broadcast/3');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 3, isRead: true, title: broadcast(3).title });
    expect(broadcast(3).readBy).toEqual([4]);
    const again = await call('PUT', '/read-notification/broadcast/3');
    expect(again.body.isRead).toBe(true);
    expect(broadcast(3).readBy).toEqual([4]);
    await loginAs('user@example.com');
    const list = await call('GET', '/notifications');
    expect(list.body['hydra:member'].find((n: { id: number }) => n.id === 3).isRead).toBe(false);
  });

  it('answers 404 for unknown, unsent or deleted notifications and other types', async () => {
    await loginAs('new@example.com');
    expect((await call('PUT', '/read-notification/broadcast/99')).status).toBe(404);
    expect((await call('PUT', '/read-notification/broadcast/5')).status).toBe(404);
    expect((await call('PUT', '/read-notification/other/3')).status).toBe(404);
    broadcast(3).deletedAt = now();
    expect((await call('PUT', '/read-notification/broadcast/3')).status).toBe(404);
  });
});

describe('getBroadcastImage', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('GET', '/broadcast-image/2')).status).toBe(401);
  });

  it('serves the image of a sent broadcast', async () => {
    await loginAs('user@example.com');
    const res = await call('GET', '/broadcast-image/2');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await (res.body as Blob).arrayBuffer());
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('answers 404 without an image, for deleted ones and (for users) unsent ones', async () => {
    broadcast(5).image = broadcast(2).image;
    await loginAs('user@example.com');
    expect((await call('GET', '/broadcast-image/1')).status).toBe(404);
    expect((await call('GET', '/broadcast-image/5')).status).toBe(404);
    expect((await call('GET', '/broadcast-image/99')).status).toBe(404);
    await loginAs('admin@example.com');
    expect((await call('GET', '/broadcast-image/5')).status).toBe(200);
    broadcast(5).deletedAt = now();
    expect((await call('GET', '/broadcast-image/5')).status).toBe(404);
  });
});
