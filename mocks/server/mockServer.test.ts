/**
 * The mock as an HTTP server, started in this process on a free port and a fresh data folder
 * per test (the unit tests' MSW stays out of its way: every call is a `bypass` request). What a
 * client sees: PHPSESSID cookies, one session per client, the contract's 400, data that
 * survives a restart, parallel writes that all land, the controls under /__mock.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowConsole } from '@tests/utils/console';
import { resetDbSync } from '../db/store';
import { startMockServer, type RunningMockServer } from './mockServer';

let dataDir: string;
let server: RunningMockServer | null = null;

async function start(controls?: string) {
  server = await startMockServer({ port: 0, dataDir, controls });
  return server;
}

async function stop() {
  await server?.close();
  server = null;
}

beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'mock-server-test-'));
});
afterEach(async () => {
  await stop();
  await rm(dataDir, { recursive: true, force: true });
});

interface Call {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & Record<string, never>;
}

/** A request to the running server; `session` is sent as the PHPSESSID cookie. */
async function call(
  method: string,
  path: string,
  { session, body }: { session?: string | null; body?: unknown } = {},
): Promise<Call> {
  const headers: Record<string, string> = {};
  if (session) headers.cookie = `PHPSESSID=${session}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(
    bypass(`${server!.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}

/** Logs in through POST /api/login; returns the session cookie's value and the user id. */
async function login(email: string) {
  const res = await call('POST', '/api/login', { body: { email, password: 'Password1' } });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie()[0];
  const session = /^PHPSESSID=([0-9a-f]+);/.exec(cookie)?.[1];
  if (!session) throw new Error(`no session cookie in ${cookie}`);
  return { session, userId: res.body.userId as number, cookie };
}

describe('the mock HTTP server', () => {
  it('logs in with a PHPSESSID cookie; with it the user is served, without it 401', async () => {
    await start();
    const { session, userId, cookie } = await login('user@example.com');
    expect(cookie).toBe(`PHPSESSID=${session}; Path=/; HttpOnly; SameSite=Lax`);
    const user = await call('GET', `/api/users/${userId}`, { session });
    expect(user.status).toBe(200);
    expect(user.body.email).toBe('user@example.com');
    expect((await call('GET', `/api/users/${userId}`)).status).toBe(401);
    expect((await call('GET', `/api/users/${userId}`, { session: 'forged' })).status).toBe(401);
    // the answer's Date is the mock clock: the reference date, frozen in unit tests
    expect(user.headers.get('date')).toBe('Fri, 20 Nov 2026 12:00:00 GMT');
  });

  it('keeps one session per client, and a logout ends only its own', async () => {
    await start();
    const user = await login('user@example.com');
    const admin = await login('admin@example.com');
    expect((await call('GET', `/api/users/${user.userId}`, user)).body.email).toBe(
      'user@example.com',
    );
    // the user's cookie is not the admin's: another user's record is not found for a user
    expect((await call('GET', `/api/users/${admin.userId}`, user)).status).toBe(404);
    expect((await call('GET', `/api/users/${user.userId}`, admin)).status).toBe(200);

    const out = await call('POST', '/api/logout', user);
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()).toEqual([
      'PHPSESSID=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
    ]);
    expect((await call('GET', `/api/users/${user.userId}`, user)).status).toBe(401);
    expect((await call('GET', `/api/users/${admin.userId}`, admin)).status).toBe(200);
  });

  it("ends the other clients' sessions on a new password, and every session a day later", async () => {
    await start();
    const phone = await login('user@example.com');
    const laptop = await login('user@example.com');
    const me = `/api/users/${laptop.userId}`;
    const change = { currentPassword: 'Password1', newPassword: 'NewSecret1' };
    expect((await call('POST', `${me}/password`, { ...laptop, body: change })).status).toBe(200);
    expect((await call('GET', me, phone)).status).toBe(401);
    expect((await call('GET', me, laptop)).status).toBe(200);
    expect((await call('POST', '/__mock/clock', { body: { move: '+1d' } })).status).toBe(200);
    expect((await call('GET', me, laptop)).status).toBe(401);
  });

  it('behind a proxy (trustProxy), counts the client X-Forwarded-For ends with', async () => {
    server = await startMockServer({ port: 0, dataDir, trustProxy: true });
    const attempt = (forwardedFor: string, password: string) =>
      fetch(
        bypass(`${server!.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ email: 'user@example.com', password }),
        }),
      ).then((res) => res.status);
    // what the client claimed comes first; nginx adds the address it saw last
    for (let i = 0; i < 5; i++)
      expect(await attempt(`10.0.0.${i}, 198.51.100.7`, 'Wrong1pass')).toBe(401);
    expect(await attempt('198.51.100.7', 'Password1')).toBe(429);
    expect(await attempt('198.51.100.7, 198.51.100.8', 'Password1')).toBe(200);
  });

  it('answers a body the contract refuses with 400 and its violations, and stores nothing', async () => {
    await start();
    const user = await login('user@example.com');
    const refused = await call('PUT', `/api/users/${user.userId}`, {
      ...user,
      body: { firstName: 12 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.violations).toEqual([
      { propertyPath: 'firstName', message: 'This value should be of type string.' },
    ]);
    const tooLong = await call('PUT', `/api/users/${user.userId}`, {
      ...user,
      body: { firstName: 'x'.repeat(256) },
    });
    expect(tooLong.status).toBe(400);
    expect((await call('GET', `/api/users/${user.userId}`, user)).body.firstName).toBe('Anna');
  });

  it('keeps a rename and the sessions across a restart, read from its data folder', async () => {
    await start();
    const user = await login('user@example.com');
    const renamed = await call('PUT', `/api/users/${user.userId}`, {
      ...user,
      body: { firstName: 'Renamed' },
    });
    expect(renamed.status).toBe(200);
    await stop();
    resetDbSync(); // the memory holds the seed again: what follows comes from the folder
    await start();
    const again = await call('GET', `/api/users/${user.userId}`, user);
    expect(again.status).toBe(200);
    expect(again.body.firstName).toBe('Renamed');
  });

  it('lands every one of many parallel writes from two clients', async () => {
    await start();
    const a = await login('user@example.com');
    const b = await login('user@example.com');
    const analyses = (await call('GET', '/api/analyses?itemsPerPage=5', a)).body[
      'hydra:member'
    ] as unknown as { id: number; results: { id: number }[] }[];
    const results = (await call('GET', '/api/results?itemsPerPage=30', a)).body[
      'hydra:member'
    ] as unknown as { id: number }[];
    const adds = analyses.map((analysis) => ({
      id: analysis.id,
      add: results.map((r) => r.id).filter((id) => !analysis.results.some((x) => x.id === id)),
    }));
    const answers = await Promise.all([
      // client A renames every analysis, client B adds results to each, both create analyses
      ...adds.map(({ id }) =>
        call('PUT', `/api/analyses/${id}`, { ...a, body: { name: `Renamed ${id}` } }),
      ),
      ...adds.map(({ id, add }) =>
        call('PUT', `/api/analyses/${id}`, { ...b, body: { addResultIds: add } }),
      ),
      ...[1, 2, 3].map((n) =>
        call('POST', '/api/analyses?fromQuery=false', {
          ...(n % 2 ? a : b),
          body: { name: `New ${n}`, addResultIds: [results[n].id] },
        }),
      ),
      // a write the contract refuses is undone, and takes no one else's write with it
      call('PUT', `/api/analyses/${adds[0].id}`, { ...a, body: { name: 'x'.repeat(300) } }),
    ]);
    expect(answers.slice(0, -1).map((r) => r.status)).toEqual([
      ...adds.map(() => 200),
      ...adds.map(() => 200),
      201,
      201,
      201,
    ]);
    expect(answers.at(-1)!.status).toBe(400);
    await stop();
    resetDbSync();
    await start();
    const after = (await call('GET', '/api/analyses?itemsPerPage=50', a)).body[
      'hydra:member'
    ] as unknown as { id: number; name: string; results: { id: number }[] }[];
    for (const { id, add } of adds) {
      const analysis = after.find((x) => x.id === id)!;
      expect(analysis.name).toBe(`Renamed ${id}`);
      expect(analysis.results.map((r) => r.id)).toEqual(expect.arrayContaining(add));
    }
    expect(after.map((x) => x.name)).toEqual(expect.arrayContaining(['New 1', 'New 2', 'New 3']));
  });

  it('applies the command line controls on start: scenario, clock, failures', async () => {
    await start('mockClock=%2B31d&mockFail=listFaqs:500&mockLatency=0');
    const state = await call('GET', '/__mock');
    expect(state.body).toMatchObject({
      scenario: 'default',
      clockOffset: 31 * 86400,
      failures: { listFaqs: '500' },
      now: '2026-12-21T12:00:00.000Z',
    });
    expect((await call('GET', '/api/faqs')).status).toBe(500);
  });

  it('is driven through /__mock: clock, faults, latency, country, outbox, login, reset', async () => {
    await start();
    const moved = await call('POST', '/__mock/clock', { body: { offset: '+31d' } });
    expect(moved.body.now).toBe('2026-12-21T12:00:00.000Z');
    await call('POST', '/__mock/clock', { body: { move: '+1d' } });
    expect((await call('GET', '/api/faqs')).headers.get('date')).toBe(
      'Tue, 22 Dec 2026 12:00:00 GMT',
    );
    expect((await call('POST', '/__mock/clock', { body: { offset: '0' } })).body.clockOffset).toBe(
      0,
    );

    await call('POST', '/__mock/faults', { body: { operationId: 'listFaqs', kind: '500' } });
    expect((await call('GET', '/__mock/faults')).body).toEqual({ listFaqs: '500' });
    expect((await call('GET', '/api/faqs')).status).toBe(500);
    await call('DELETE', '/__mock/faults/listFaqs');
    expect((await call('GET', '/api/faqs')).status).toBe(200);
    await call('POST', '/__mock/faults', { body: { operationId: '*', kind: 'network' } });
    await expect(call('GET', '/api/faqs')).rejects.toThrow();
    await call('DELETE', '/__mock/faults');

    expect((await call('POST', '/__mock/latency', { body: { ms: 5 } })).body.latency).toBe(5);
    expect(
      (await call('POST', '/__mock/country', { body: { countryCode: 'US' } })).body.countryCode,
    ).toBe('us');
    const bad = await call('POST', '/__mock/faults', { body: { operationId: 'noSuchThing' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('operationId: an operationId of openapi.yaml, or "*"');
    expect((await call('POST', '/__mock/nothing')).status).toBe(404);

    await call('POST', '/api/resetting/request', { body: { email: 'new@example.com' } });
    const outbox = (await call('GET', '/__mock/outbox')).body as unknown as { to: string }[];
    expect(outbox[0].to).toBe('new@example.com');

    const res = await fetch(
      bypass(`${server!.url}/__mock/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com' }),
      }),
    );
    const session = /^PHPSESSID=([0-9a-f]+);/.exec(res.headers.getSetCookie()[0])![1];
    const { userId } = (await res.json()) as { userId: number };
    expect((await call('GET', `/api/users/${userId}`, { session })).body.email).toBe(
      'admin@example.com',
    );

    await call('PUT', `/api/users/${userId}`, { session, body: { firstName: 'Changed' } });
    const reset = await call('POST', '/__mock/reset', { body: { scenario: 'default' } });
    expect(reset.body).toMatchObject({ scenario: 'default', latency: 0, countryCode: 'de' });
    // a reseed ends every session
    expect((await call('GET', `/api/users/${userId}`, { session })).status).toBe(401);
  });

  it('reseeds a damaged data folder with a notice, and one of another version', async () => {
    allowConsole(/stored demo data/);
    await start();
    await stop();
    writeFileSync(join(dataDir, 'meta.json'), '{"version": 2, "revision":');
    await start();
    expect((await call('GET', '/__mock')).body.notice).toBe(
      'The stored demo data could not be read and has been reset.',
    );
    expect((await login('user@example.com')).userId).toBe(1);
    await stop();
    writeFileSync(join(dataDir, 'meta.json'), JSON.stringify({ version: 1, revision: 3 }));
    await start();
    expect((await call('GET', '/__mock')).body.notice).toBe(
      'The stored demo data came from another version of the mock (1, now 2) and has been reset.',
    );
    expect(readdirSync(join(dataDir, 'chunks')).length).toBeGreaterThan(10);
  });

  it('refuses a data folder another running server holds', async () => {
    await start();
    await expect(startMockServer({ port: 0, dataDir })).rejects.toThrow(
      `Another mock server (process ${process.pid}) uses the data folder ${dataDir}`,
    );
  });
});
