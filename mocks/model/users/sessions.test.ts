/**
 * Sessions as a server keeps them: a session ends two hours after its last request on the
 * mock's clock (a week later it has long ended), lives on while it is used, and a read notes its
 * use at most once a minute in a write of its own; a new password ends the user's other
 * sessions. Two browsers are two cookie jars: the test swaps the jar's session id between them.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { storeInMemory } from '@tests/utils/memoryBackend';
import { call, loginAs } from '@tests/utils/apiClient';
import { configureClock, DAY, HOUR, MINUTE } from '../../db/clock';
import { sessionCookie, setSessionCookie } from '../../db/cookieJar';
import { db } from '../../db/store';
import { SESSION_IDLE_LIMIT } from './sessions';

afterEach(() => configureClock({ offset: 0 }));

const at = (seconds: number) => configureClock({ offset: seconds });
const me = async () => (await call('GET', '/users/1')).status;
/** Logs in as a browser of its own (an empty cookie jar); its session id. */
async function newBrowser(email = 'user@example.com') {
  setSessionCookie(null);
  await loginAs(email);
  return sessionCookie()!;
}
const devices = () => db().users.find((u) => u.id === 1)!.loggedInDevices.length;

describe('a session', () => {
  it('ends two hours after its last request, and lives on while it is used', async () => {
    expect(SESSION_IDLE_LIMIT).toBe(2 * HOUR);
    await loginAs('user@example.com');
    at(2 * HOUR - MINUTE);
    expect(await me()).toBe(200);
    at(4 * HOUR - 2 * MINUTE);
    expect(await me()).toBe(200);
    at(6 * HOUR);
    expect(await me()).toBe(401);
  });

  it('has ended a week later on the moved clock, and its browser is no longer listed', async () => {
    const old = await newBrowser();
    const before = devices();
    at(7 * DAY);
    expect(await me()).toBe(401);
    await newBrowser();
    const listed = (await call('GET', '/users/1')).body.loggedInDevices as unknown[];
    // the ended browser's entry is gone, this browser's is new: as many as before
    expect([listed.length, devices()]).toEqual([before, before]);
    setSessionCookie(old);
    expect(await me()).toBe(401);
  });
});

describe("a session's use", () => {
  const memory = storeInMemory();

  it('is stored by a read at most once a minute, in a write of the sessions alone', async () => {
    await loginAs('user@example.com');
    const commits = memory().commits.length;
    expect(await me()).toBe(200);
    at(30);
    expect(await me()).toBe(200);
    expect(memory().commits.length).toBe(commits);
    at(2 * MINUTE);
    expect(await me()).toBe(200);
    expect(await me()).toBe(200);
    expect(memory().commits.length).toBe(commits + 1);
    expect(memory().lastWritten()).toEqual(['sessions']);
  });
});

describe('a new password', () => {
  it("ends the user's other sessions and keeps the one that set it", async () => {
    const other = await newBrowser();
    const mine = await newBrowser();
    const change = { currentPassword: 'Password1', newPassword: 'NewSecret1' };
    expect((await call('POST', '/users/1/password', change)).status).toBe(200);
    expect(await me()).toBe(200);
    const listed = (await call('GET', '/users/1')).body.loggedInDevices as unknown[];
    expect(listed).toHaveLength(1); // this browser; the phones and the other browser logged out
    setSessionCookie(other);
    expect(await me()).toBe(401);
    setSessionCookie(mine);
    expect(await me()).toBe(200);
  });

  it("set by an admin ends every session of the user, and none of the admin's", async () => {
    const users = await newBrowser();
    await newBrowser('admin@example.com');
    const change = { currentPassword: 'Password1', newPassword: 'NewSecret1' };
    expect((await call('POST', '/users/1/password', change)).status).toBe(200);
    expect(devices()).toBe(0);
    expect((await call('GET', '/users/1')).status).toBe(200);
    setSessionCookie(users);
    expect(await me()).toBe(401);
  });
});
