/**
 * Starts the servers of the production suite, on ports of their own (servers.ts), and stops
 * them when it ends:
 * - the mock server (`npm run mock:build`, .mock-server/main.js) on a fresh data folder;
 * - Prism in proxy mode in front of it: every request and every answer is checked against
 *   openapi.yaml (`--errors`: an answer that breaks it becomes a 500) and its violations are
 *   named in an `sl-violations` header; the suite fails on any violation Prism logs;
 * - nginx with the repository's production config serving dist/ and passing /api/ to Prism.
 * Prism reads every answer that is not JSON as text, which breaks files (an xlsx, a picture):
 * for the suite's nginx the binary downloads go straight to the mock server, which checks their
 * requests against the contract itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { renderTemplate } from '../../scripts/production/render.ts';
import { MOCK_PORT, MOCK_URL, PRISM_PORT, PROD_PORT, routeVisits } from './servers.ts';

/** The answers that are files (openapi.yaml: exports and pictures), past Prism. */
const BINARY_API =
  '^/api/(.+\\.(xlsx|zip)|(results|users|share)/[^/]+/image|broadcast-image/.+|parameters/[^/]+/files/.+)$';

async function waitFor(url: string, what: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} stopped:\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${what} did not start:\n${log()}`);
}

function started(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  return { child, log: () => log };
}

/** Prism's log lines that name a violation of the contract (request or answer). */
export function violationsIn(log: string): string[] {
  const plain = stripVTControlCharacters(log);
  return plain.split('\n').filter((line) => /Violation: /.test(line));
}

export default async function setup() {
  routeVisits.reset();
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` (the build for a real server) first');
  if (!existsSync('.mock-server/main.js'))
    throw new Error('the mock server is not built: run `npm run mock:build` first');
  const runtime = mkdtempSync(join(tmpdir(), 'stripscan-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(runtime, dir));

  const mock = started(process.execPath, [
    '.mock-server/main.js',
    '--port',
    String(MOCK_PORT),
    '--data',
    join(runtime, 'mock-data'),
    '--reset',
  ]);
  const prism = started(resolve('node_modules/.bin/prism'), [
    'proxy',
    'openapi.yaml',
    `${MOCK_URL}/api`,
    '--host',
    '127.0.0.1',
    '--port',
    String(PRISM_PORT),
    '--errors',
  ]);

  const site = join(runtime, 'site.conf');
  const rendered = renderTemplate(readFileSync('scripts/production/site.conf.template', 'utf8'), {
    PORT: PROD_PORT,
    STATIC_ROOT: resolve('dist'),
    API_UPSTREAM: `http://127.0.0.1:${PRISM_PORT}/`,
  });
  const binary = [
    `location ~ ${BINARY_API} {`,
    `        proxy_pass ${MOCK_URL};`,
    '        proxy_pass_header Date;',
    '    }',
    '',
    '    location /api/ {',
  ].join('\n');
  writeFileSync(site, rendered.replace('location /api/ {', binary));
  const conf = join(runtime, 'nginx.conf');
  writeFileSync(
    conf,
    renderTemplate(readFileSync('scripts/production/nginx.conf.template', 'utf8'), {
      RUNTIME_DIR: runtime,
      SITE_CONF: site,
    }),
  );
  const nginx = started('/usr/sbin/nginx', ['-c', conf, '-p', runtime]);
  const nginxLog = () =>
    nginx.log() +
    (existsSync(join(runtime, 'error.log'))
      ? readFileSync(join(runtime, 'error.log'), 'utf8')
      : '');

  await waitFor(`${MOCK_URL}/__mock`, 'the mock server', mock.child, mock.log);
  await waitFor(`http://127.0.0.1:${PRISM_PORT}/faqs`, 'Prism', prism.child, prism.log);
  await waitFor(`http://127.0.0.1:${PROD_PORT}/`, 'nginx', nginx.child, nginxLog);

  return async () => {
    const stopped = [nginx, prism, mock].map(
      ({ child }) => new Promise((resolve) => child.once('exit', resolve)),
    );
    nginx.child.kill('SIGQUIT');
    prism.child.kill('SIGTERM');
    mock.child.kill('SIGTERM');
    await Promise.all(stopped);
    rmSync(runtime, { recursive: true, force: true });
    const violations = violationsIn(prism.log());
    if (violations.length)
      throw new Error(`Prism found traffic that breaks openapi.yaml:\n${violations.join('\n')}`);
  };
}
