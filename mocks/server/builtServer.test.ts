/**
 * The built mock server (`npm run mock:build`) as QA runs it: a process of its own on a data
 * folder, reached over real HTTP (rawHttp.ts writes each request on a socket). What a shared QA
 * backend owes its team: nothing it acknowledged is lost (a restart, a kill -9, a save that
 * fails, a second server on the same folder), nothing that is not its own is touched, and bad
 * input gets a 4xx. The controls answer only their owner: requestGuard.test.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer, startServer, type RunningServer } from '@tests/utils/builtMockServer';
import { rawRequest, type RawRequest } from '@tests/utils/rawHttp';

const folders: string[] = [];
const servers: RunningServer[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mock-server-built-'));
  folders.push(dir);
  return dir;
};
async function start(data: string, ...args: string[]) {
  const server = await startServer(['--data', data, ...args]);
  servers.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop('SIGKILL')));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A client of one server with its own session cookie, as a browser keeps it. */
function client(server: RunningServer) {
  let cookie: string | null = null;
  return async (method: string, path: string, request: RawRequest = {}) => {
    const headers = { ...request.headers, ...(cookie ? { cookie } : {}) };
    const answer = await rawRequest(server.port, path, { ...request, method, headers });
    const set = answer.cookies.find((c) => c.startsWith('PHPSESSID='));
    if (set) cookie = set.split(';')[0];
    return answer;
  };
}

const login = (email: string, password = 'Password1') => ({ body: { email, password } });

describe('the data a server acknowledged', () => {
  it('keeps every kind of record it writes across a kill -9, with no notice', async () => {
    const data = folder();
    const first = await start(data);
    const user = client(first);
    const anyone = client(first);
    // a refused login, and five for another address: a throttle window
    expect((await anyone('POST', '/api/login', login('user@example.com', 'wrong'))).status).toBe(
      401,
    );
    for (let i = 0; i < 5; i++)
      await anyone('POST', '/api/login', login('nobody@example.com', 'x'));
    // a reset request (token and mail), a registration (a pending newsletter subscription)
    await anyone('POST', '/api/resetting/request', { body: { email: 'admin@example.com' } });
    const registration = {
      email: 'new.member@example.com',
      plainPassword: 'Password1',
      passwordSecond: 'Password1',
      firstName: 'Nora',
      lastName: 'New',
      company: 'Acme Labs',
      segment: 0,
      agbAccepted: true,
      newsletterActive: true,
    };
    expect((await anyone('POST', '/api/register', { body: registration })).status).toBe(201);
    // a session, an analysis, a comment, a snapshot share
    expect((await user('POST', '/api/login', login('user@example.com'))).status).toBe(200);
    const created = await user('POST', '/api/analyses?fromQuery=false', {
      body: { name: 'Kept across a kill', addResultIds: [1] },
    });
    expect(created.status).toBe(201);
    const result = (await user('GET', '/api/results/1')).json as { updatedAt: number };
    const comment = { comment: 'Checked twice', updatedAt: result.updatedAt };
    expect((await user('PATCH', '/api/results/1', { body: comment })).status).toBe(200);
    const share = { emails: ['lab@example.net'], from: 1 };
    expect((await user('POST', '/api/shares/snapshot/result', { body: share })).status).toBe(201);

    await first.stop('SIGKILL');
    const second = await start(data);
    const again = client(second);
    expect(((await again('GET', '/__mock')).json as { notice: unknown }).notice).toBeNull();
    expect((await again('POST', '/api/login', login('nobody@example.com', 'x'))).status).toBe(429);
    const reset = await again('POST', '/api/resetting/request', {
      body: { email: 'admin@example.com' },
    });
    expect(reset.json).toMatchObject({ message: expect.stringMatching(/already exists/) });
    expect((await again('POST', '/api/login', login('user@example.com'))).status).toBe(200);
    const analyses = (await again('GET', '/api/analyses?itemsPerPage=50')).json as {
      'hydra:member': { name: string }[];
    };
    expect(analyses['hydra:member'].map((a) => a.name)).toContain('Kept across a kill');
    expect(((await again('GET', '/api/results/1')).json as { comment: string }).comment).toBe(
      'Checked twice',
    );
    await second.stop();
  });

  it('applies no write it could not store: a retry is a first try', async () => {
    const data = folder();
    const server = await start(data);
    const user = client(server);
    await user('POST', '/api/login', login('user@example.com'));
    const before = (await user('GET', '/api/results/2')).json as { comment: string | null };
    // the folder cannot take a file any more (a full disk answers the same way: the write fails)
    const chunks = join(data, 'chunks');
    renameSync(chunks, `${chunks}.away`);
    writeFileSync(chunks, 'not a folder');
    const edit = await user('PATCH', '/api/results/2', {
      body: { comment: 'Not stored', updatedAt: 2_000_000_000 },
    });
    const create = await user('POST', '/api/analyses?fromQuery=false', {
      body: { name: 'Stored once', addResultIds: [2] },
    });
    expect([edit.status, create.status]).toEqual([500, 500]);
    rmSync(chunks);
    renameSync(`${chunks}.away`, chunks);

    expect(((await user('GET', '/api/results/2')).json as typeof before).comment).toBe(
      before.comment,
    );
    const retry = await user('POST', '/api/analyses?fromQuery=false', {
      body: { name: 'Stored once', addResultIds: [2] },
    });
    expect(retry.status).toBe(201);
    await server.stop('SIGKILL');
    const after = client(await start(data));
    await after('POST', '/api/login', login('user@example.com'));
    const names = (
      (await after('GET', '/api/analyses?itemsPerPage=50')).json as {
        'hydra:member': { name: string }[];
      }
    )['hydra:member'].map((a) => a.name);
    expect(names.filter((n) => n === 'Stored once')).toHaveLength(1);
  });
});

describe('login throttling, per account and client and per client', () => {
  it('stops a guesser and a sprayer at their own address, never the owner or the reset', async () => {
    const server = await start(folder());
    const from = (address: string) => (email: string, password: string) =>
      rawRequest(server.port, '/api/login', {
        method: 'POST',
        from: address,
        ...login(email, password),
      });
    // five wrong passwords for one account from one address: that address is refused for it
    const guesser = from('127.0.0.2');
    for (let i = 0; i < 5; i++)
      expect((await guesser('user@example.com', `Guess${i}word`)).status).toBe(401);
    expect((await guesser('user@example.com', 'Password1')).status).toBe(429);
    // the header a client writes itself names no other client (no --trust-proxy)
    const spoofed = await rawRequest(server.port, '/api/login', {
      method: 'POST',
      from: '127.0.0.2',
      headers: { 'x-forwarded-for': '198.51.100.7' },
      ...login('user@example.com'),
    });
    expect(spoofed.status).toBe(429);
    // the account's owner, elsewhere, logs in
    expect((await from('127.0.0.1')('user@example.com', 'Password1')).status).toBe(200);
    // one password tried on ten accounts: the eleventh login from that address is refused unheard
    const sprayer = from('127.0.0.3');
    for (let i = 0; i < 10; i++)
      expect((await sprayer(`user${i}@example.com`, 'Summer2026!')).status).toBe(401);
    expect((await sprayer('admin@example.com', 'Password1')).status).toBe(429);
    // the reset path stays open to a throttled address
    const reset = await rawRequest(server.port, '/api/resetting/request', {
      method: 'POST',
      from: '127.0.0.3',
      body: { email: 'admin@example.com' },
    });
    expect(reset.status).toBe(200);
  });
});

describe('one data folder, one server', () => {
  it('after a kill -9, starts one of two servers started at once; no pid file holds it', async () => {
    const data = folder();
    await (await start(data)).stop('SIGKILL');
    const [a, b] = [0, 1].map(() => spawnServer(['--port', '0', '--data', data]));
    const refused = await Promise.race([a.exited.then(() => a), b.exited.then(() => b)]);
    const running = refused === a ? b : a;
    expect(await refused.exited).toBe(2);
    expect(refused.log()).toContain(
      `Another mock server (process ${running.child.pid}) uses the data folder ${data}`,
    );
    running.child.kill('SIGKILL');
    await running.exited;
    // a pid file of an earlier version, naming a live process (this one), holds nothing
    writeFileSync(join(data, 'server.pid'), String(process.pid));
    const next = await start(data);
    expect((await rawRequest(next.port, '/__mock')).status).toBe(200);
    expect(existsSync(join(data, 'server.pid'))).toBe(false);
  });
});

describe("a --data folder that is not the mock server's", () => {
  it.each([
    ['a file among the chunks and a meta.json of its own', 'chunks/report.txt'],
    ['a folder among the chunks', 'chunks/drafts'],
    ['a meta.json of its own', 'meta.json'],
  ])('is refused, naming it, and left as it was: %s', async (_, named) => {
    const data = folder();
    mkdirSync(join(data, 'chunks'));
    if (named === 'chunks/report.txt') writeFileSync(join(data, named), 'my report');
    if (named === 'chunks/drafts') mkdirSync(join(data, named));
    if (named !== 'chunks/drafts') writeFileSync(join(data, 'meta.json'), '{"name": "my project"}');
    if (named === 'meta.json') rmSync(join(data, 'chunks'), { recursive: true });
    const server = spawnServer(['--port', '0', '--data', data]);
    expect(await server.exited).toBe(2);
    expect(server.log()).toContain(
      `The data folder ${data} holds what is not the mock server's (${named})`,
    );
    if (named === 'chunks/report.txt')
      expect(readFileSync(join(data, named), 'utf8')).toBe('my report');
    if (named !== 'chunks/drafts')
      expect(readFileSync(join(data, 'meta.json'), 'utf8')).toBe('{"name": "my project"}');
  });
});
