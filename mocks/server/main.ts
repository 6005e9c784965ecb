/**
 * `npm run mock:server -- [options]`: the mock backend as an HTTP server (mockServer.ts).
 *   --port 8787          the port (default 8787)
 *   --host 127.0.0.1     the interface (0.0.0.0 to be reached from other machines)
 *   --allow-host qa.lan  a host name it answers besides localhost and IP addresses (repeatable,
 *                        or comma-separated; `.example.net` with its subdomains): the names
 *                        other machines reach it (or the nginx in front of it) by
 *   --data .mock-data    the data folder (created when missing)
 *   --reset              reseed the data on start
 *   --scenario large     reseed with a scenario when the data has another (default, large)
 *   --clock +31d         the clock at the reference date plus +15m, +2h, +1d, +1w (0: none)
 *   --latency 300        every answer waits that many ms
 *   --fail getUser:500   forced failures, as ?mockFail= (500, 401, network, malformed; * = all)
 *   --country us         the country code the companies search reports
 *   --trust-proxy        one proxy (nginx) in front: the client whom login throttling counts is
 *                        the last address of X-Forwarded-For, not the proxy (clientAddress.ts)
 * The same settings are changed while it runs under /__mock (controlRoutes.ts).
 */
import { parseArgs } from 'node:util';
import { parseMockQuery } from '../controls/parseMockQuery';
import { getSettings } from '../db/store';
import { startMockServer } from './mockServer';

/** Command-line option -> the URL control it stands for. */
const CONTROL_OPTIONS = {
  scenario: 'mockScenario',
  clock: 'mockClock',
  latency: 'mockLatency',
  fail: 'mockFail',
  country: 'mockCountry',
} as const;

function fail(message: string): never {
  console.error(`mock:server: ${message}`);
  process.exit(2);
}

const USAGE = `npm run mock:server -- [--port 8787] [--host 127.0.0.1] [--allow-host qa.lan] [--data .mock-data] [--reset]
  [--scenario default|large] [--clock +31d] [--latency 300] [--fail getUser:500] [--country us] [--trust-proxy]`;

function options() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        host: { type: 'string', default: '127.0.0.1' },
        'allow-host': { type: 'string', multiple: true, default: [] },
        data: { type: 'string', default: '.mock-data' },
        reset: { type: 'boolean', default: false },
        scenario: { type: 'string' },
        clock: { type: 'string' },
        latency: { type: 'string' },
        fail: { type: 'string' },
        country: { type: 'string' },
        'trust-proxy': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (e) {
    return fail(`${(e as Error).message}\nusage: ${USAGE}`);
  }
}

const values = options();
if (values.help) {
  console.log(`usage: ${USAGE}\n(docs/mock.md)`);
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port ${values.port}: not a port`);

const controls = new URLSearchParams();
if (values.reset) controls.set('mockReset', '1');
for (const [option, key] of Object.entries(CONTROL_OPTIONS)) {
  const value = values[option as keyof typeof CONTROL_OPTIONS];
  if (value === undefined) continue;
  const { errors } = parseMockQuery(new URLSearchParams({ [key]: value }).toString());
  if (errors.length) fail(`--${option} ${value}: ${errors[0].replace(/^\w+: /, '')}`);
  controls.set(key, value);
}

const server = await startMockServer({
  port,
  host: values.host,
  allowedHosts: values['allow-host'].flatMap((h) => h.split(',')).filter((h) => h.trim()),
  dataDir: values.data,
  controls: controls.toString(),
  trustProxy: values['trust-proxy'],
}).catch((e: Error) => fail(e.message));

const { scenario } = getSettings();
console.log(
  `Mock server on ${server.url}/api (scenario ${scenario}, data in ${values.data}; controls under ${server.url}/__mock)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
