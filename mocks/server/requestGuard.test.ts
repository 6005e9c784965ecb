/**
 * What the built mock server refuses before a request reaches the API or the controls
 * (requestGuard.ts), over real HTTP: the controls answer only their owner (no web page of
 * another origin, no host the server was not started for, JSON only), and bad input gets a 4xx,
 * never a 500. One server for every case.
 */
import { spawnServer, startServer, type RunningServer } from '@tests/utils/builtMockServer';
import { rawRequest, type RawRequest } from '@tests/utils/rawHttp';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let data: string;
let started: Promise<RunningServer> | null = null;
/** The one server of this file, started by the first test that needs it. */
const server = () =>
  (started ??= startServer([
    '--data',
    (data = mkdtempSync(join(tmpdir(), 'mock-server-guard-'))),
    '--allow-host',
    'qa.example.net,.lab.example',
  ]));
afterAll(async () => {
  await (await started?.catch(() => null))?.stop();
  if (data) rmSync(data, { recursive: true, force: true });
});

const send = async (method: string, path: string, request: RawRequest = {}) =>
  rawRequest((await server()).port, path, { ...request, method });
const state = async () => (await send('GET', '/__mock')).json as Record<string, unknown>;

describe('the mock controls', () => {
  it('refuse a web page of another origin, and a body not sent as JSON', async () => {
    expect((await send('POST', '/__mock/latency', { body: { ms: 5 } })).status).toBe(200);
    // what any page can send without asking: a no-cors POST with a text/plain body
    const noCors = await send('POST', '/__mock/reset', {
      headers: { origin: 'http://127.0.0.1:1', 'content-type': 'text/plain' },
      body: '{"scenario": "large"}',
    });
    expect(noCors.status).toBe(403);
    const sameSite = await send('POST', '/__mock/latency', {
      headers: { 'sec-fetch-site': 'same-site' },
      body: { ms: 0 },
    });
    expect(sameSite.status).toBe(403);
    const plain = await send('POST', '/__mock/latency', {
      headers: { 'content-type': 'text/plain' },
      body: '{"ms": 0}',
    });
    expect([plain.status, plain.json]).toEqual([
      415,
      {
        code: 415,
        message: 'The mock controls take a JSON body (Content-Type: application/json).',
      },
    ]);
    expect(await state()).toMatchObject({ scenario: 'default', latency: 5 });
    // the server's own page may drive them
    const own = await send('POST', '/__mock/latency', {
      headers: {
        origin: `http://127.0.0.1:${(await server()).port}`,
        'sec-fetch-site': 'same-origin',
      },
      body: { ms: 0 },
    });
    expect(own.status).toBe(200);
    expect((await state()).latency).toBe(0);
  });

  it('answer only the hosts the server was started for (a rebound name is not one)', async () => {
    const as = (host: string, method: string, path: string, body?: object) =>
      send(method, path, { headers: { host }, body });
    const { port } = await server();
    const rebound = `rebound.example:${port}`;
    expect((await as(rebound, 'GET', '/__mock/outbox')).status).toBe(403);
    const login = await as(rebound, 'POST', '/__mock/login', { email: 'admin@example.com' });
    expect([login.status, login.cookies]).toEqual([403, []]);
    expect((await as(rebound, 'GET', '/api/faqs')).status).toBe(403);
    for (const host of [
      `localhost:${port}`,
      `[::1]:${port}`,
      'qa.example.net',
      `box.lab.example:${port}`,
    ])
      expect((await as(host, 'GET', '/api/faqs')).status).toBe(200);
    expect((await as('example.net', 'GET', '/api/faqs')).status).toBe(403);
  });

  it('refuse a latency above a minute, from the controls and the command line', async () => {
    const long = await send('POST', '/__mock/latency', { body: { ms: 3_000_000_000 } });
    expect([long.status, long.json]).toEqual([
      400,
      { message: 'ms: a whole number of milliseconds from 0 to 60000' },
    ]);
    expect((await send('GET', '/api/faqs')).status).toBe(200);
    const started = spawnServer(['--port', '0', '--data', data, '--latency', '3000000000']);
    expect(await started.exited).toBe(2);
    expect(started.log()).toContain(
      '--latency 3000000000: "3000000000" is not a number of milliseconds from 0 to 60000',
    );
  });
});

describe('bad input', () => {
  it('gets a 4xx and no stack trace: malformed and overlong percent-encoding, TRACE, /api', async () => {
    for (const [method, path] of [
      ['GET', '/api/analyses/%E0%A4%A'],
      ['DELETE', '/__mock/faults/%E0%A4%A'],
      ['GET', '/api/results/%c0%ae'],
      ['GET', '/api/%c0%ae%c0%ae/users'],
    ]) {
      const answer = await send(method, path);
      expect([path, answer.status, answer.json]).toEqual([
        path,
        400,
        { code: 400, message: 'Bad Request: the path is not valid percent-encoding.' },
      ]);
    }
    const trace = await send('TRACE', '/api/analyses');
    expect([trace.status, trace.headers.allow]).toEqual([
      405,
      'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    ]);
    const bare = await send('GET', '/api');
    expect([bare.status, bare.json]).toEqual([404, { code: 404, message: 'Not Found' }]);
    expect((await server()).log()).not.toMatch(/request failed|Error/);
  });

  it('serves a file named in any script (RFC 6266/5987): it was stored with 200, then every download failed', async () => {
    const admin = await send('POST', '/__mock/login', { body: { email: 'admin@example.com' } });
    const cookie = admin.cookies[0].split(';')[0];
    const parameter = (await send('GET', '/api/parameters/6', { headers: { cookie } }))
      .json as Record<string, unknown>;
    const { id: _id, isReleased: _r, createdAt: _c, updatedAt: _u, ...rest } = parameter;
    const stored = await send('PUT', '/api/parameters/6', {
      headers: { cookie },
      body: { ...rest, packageFile: btoa('package v1'), packageFileTextName: 'Plan €.pdf' },
    });
    expect(stored.status).toBe(200);
    const file = await send('GET', '/api/parameters/6/files/packageFile', { headers: { cookie } });
    expect([file.status, file.headers['content-disposition'], file.text]).toEqual([
      200,
      `attachment; filename="Plan _.pdf"; filename*=UTF-8''Plan%20%E2%82%AC.pdf`,
      'package v1',
    ]);
  });
});
