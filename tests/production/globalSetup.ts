/**
 * Starts Prism (a server generated from openapi.yaml: it answers with the contract's examples
 * and checks every request against the contract) and nginx with the repository's production
 * config serving dist/ and passing /api/ to Prism, on ports of their own (PROD_PORT, default
 * 4180; Prism on the next one). Both stop when the suite ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderTemplate } from '../../scripts/production/render.ts';

export const PROD_PORT = Number(process.env.PROD_PORT ?? 4180);
export const PRISM_PORT = PROD_PORT + 1;

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

export default async function setup() {
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` (the build for a real server) first');
  const runtime = mkdtempSync(join(tmpdir(), 'stripscan-nginx-'));
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(runtime, dir));

  let prismLog = '';
  const prism = spawn(
    resolve('node_modules/.bin/prism'),
    ['mock', 'openapi.yaml', '--host', '127.0.0.1', '--port', String(PRISM_PORT)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  prism.stdout!.on('data', (d: Buffer) => (prismLog += d.toString()));
  prism.stderr!.on('data', (d: Buffer) => (prismLog += d.toString()));

  const site = join(runtime, 'site.conf');
  writeFileSync(
    site,
    renderTemplate(readFileSync('scripts/production/site.conf.template', 'utf8'), {
      PORT: PROD_PORT,
      STATIC_ROOT: resolve('dist'),
      API_UPSTREAM: `http://127.0.0.1:${PRISM_PORT}/`,
    }),
  );
  const conf = join(runtime, 'nginx.conf');
  writeFileSync(
    conf,
    renderTemplate(readFileSync('scripts/production/nginx.conf.template', 'utf8'), {
      RUNTIME_DIR: runtime,
      SITE_CONF: site,
    }),
  );
  let nginxLog = '';
  const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-p', runtime], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stderr!.on('data', (d: Buffer) => (nginxLog += d.toString()));

  const errorLog = () =>
    nginxLog +
    (existsSync(join(runtime, 'error.log'))
      ? readFileSync(join(runtime, 'error.log'), 'utf8')
      : '');
  await waitFor(`http://127.0.0.1:${PRISM_PORT}/faqs`, 'Prism', prism, () => prismLog);
  await waitFor(`http://127.0.0.1:${PROD_PORT}/`, 'nginx', nginx, errorLog);

  return async () => {
    nginx.kill('SIGQUIT');
    prism.kill('SIGTERM');
  };
}
