/**
 * The mock's HTTP server under a QA team's load on the `large` scenario (20,000 results of
 * user@example.com): the built server (`npm run mock:build` first) in a process of its own, and
 * 1, 10 and 50 clients, each with its own session on a keep-alive connection, asking for the
 * default page of the results list (page 1 of 20, newest first) as fast as it answers. Prints per
 * level the requests per second, the p50 and p99 latency and the server's CPU time per request
 * (from /proc: it moves less with the machine's load than the rest).
 * The clients run in this process on the same machine: the figures include their cost, and
 * move with the machine's load, printed with them (the load average before and after).
 * `npx vitest bench --run --config scripts/bench.config.ts scripts/mockServer.bench.ts` (part of
 * `npm run bench`); it prints figures and asserts nothing.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { startServer, type RunningServer } from '@tests/utils/builtMockServer';

const DEFAULT_PAGE = '/api/results?page=1&itemsPerPage=20&order=sampleCreationDate:desc';
const LEVELS = [1, 10, 50];
/** how long each level runs, after a warm-up of a second */
const RUN_MS = 4000;

let server: RunningServer;
let port = 0;
let data = '';

interface Answer {
  status: number;
  cookie?: string;
}

function send(agent: Agent, method: string, path: string, cookie?: string, body?: object) {
  return new Promise<Answer>((resolve, reject) => {
    const text = body ? JSON.stringify(body) : undefined;
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (text) headers['content-type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cookie: res.headers['set-cookie']?.[0] }),
      );
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** One client: its connection and its session. */
async function client() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const login = await send(agent, 'POST', '/api/login', undefined, {
    email: 'user@example.com',
    password: 'Password1',
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return { agent, cookie: login.cookie!.split(';')[0] };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** `clients` clients asking for the page one after another for `ms`; the latencies in ms. */
async function load(clients: { agent: Agent; cookie: string }[], ms: number) {
  const latencies: number[] = [];
  const until = performance.now() + ms;
  await Promise.all(
    clients.map(async ({ agent, cookie }) => {
      while (performance.now() < until) {
        const start = performance.now();
        const { status } = await send(agent, 'GET', DEFAULT_PAGE, cookie);
        if (status !== 200) throw new Error(`listResults: ${status}`);
        latencies.push(performance.now() - start);
      }
    }),
  );
  return latencies;
}

/** The server's CPU time so far in ms (user and system), or NaN where /proc is not. */
function serverCpuMs(): number {
  try {
    const fields = readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

beforeAll(async () => {
  data = mkdtempSync(join(tmpdir(), 'mock-server-bench-'));
  server = await startServer(['--data', data, '--scenario', 'large', '--reset']);
  port = server.port;
}, 120_000);

afterAll(async () => {
  await server?.stop();
  rmSync(data, { recursive: true, force: true });
});

describe('mock HTTP server, large scenario', () => {
  bench(
    `listResults, default page, over HTTP at ${LEVELS.join(', ')} clients`,
    async () => {
      const load1 = () => loadavg()[0].toFixed(1);
      const loadBefore = load1();
      const rows: string[] = [];
      for (const level of LEVELS) {
        const clients = await Promise.all(Array.from({ length: level }, client));
        await load(clients, 1000);
        const cpuBefore = serverCpuMs();
        const latencies = (await load(clients, RUN_MS)).sort((a, b) => a - b);
        const cpu = (serverCpuMs() - cpuBefore) / latencies.length;
        for (const c of clients) c.agent.destroy();
        const perSecond = Math.round(latencies.length / (RUN_MS / 1000));
        rows.push(
          `${String(level).padStart(7)} | ${String(perSecond).padStart(10)} | ` +
            `${percentile(latencies, 50).toFixed(1).padStart(8)} | ${percentile(latencies, 99).toFixed(1).padStart(8)} | ` +
            `${cpu.toFixed(2).padStart(16)}`,
        );
      }
      console.log(
        `\nGET ${DEFAULT_PAGE} (20,000 results)\nclients | requests/s | p50 (ms) | p99 (ms) | server CPU (ms/req)\n${rows.join('\n')}\n` +
          `load average ${loadBefore} before, ${load1()} after (${cpus().length} cores)\n`,
      );
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
