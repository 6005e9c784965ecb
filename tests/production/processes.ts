/**
 * Starting the production suite's servers (globalSetup.ts, stagingHost.ts): child processes
 * whose output is kept for the error message when one fails, a wait until one answers, and
 * nginx run by itself with the repository's configuration (scripts/production).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderTemplate } from '../../scripts/production/render.ts';

export interface Started {
  child: ChildProcess;
  log: () => string;
}

export function started(command: string, args: string[]): Started {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  return { child, log: () => log };
}

export async function waitFor(url: string, what: string, { child, log }: Started) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${what} stopped:\n${log()}`);
    try {
      // any answer will do (a redirect to HTTPS is not followed)
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${what} did not start:\n${log()}`);
}

/**
 * nginx serving `site` (a rendered site.conf.template) inside nginx.conf.template, its pid,
 * logs and temporary files in the folder `runtime` (created here).
 */
export function startNginx(runtime: string, site: string): Started {
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(runtime, dir), { recursive: true });
  const siteConf = join(runtime, 'site.conf');
  writeFileSync(siteConf, site);
  const conf = join(runtime, 'nginx.conf');
  writeFileSync(
    conf,
    renderTemplate(readFileSync('scripts/production/nginx.conf.template', 'utf8'), {
      RUNTIME_DIR: runtime,
      SITE_CONF: siteConf,
    }),
  );
  const nginx = started('/usr/sbin/nginx', ['-c', conf, '-p', runtime]);
  const errorLog = join(runtime, 'error.log');
  return {
    child: nginx.child,
    log: () => nginx.log() + (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
  };
}

/** Stops the servers (nginx gracefully) and waits until they have ended. */
export async function stopAll(servers: Started[]) {
  const stopped = servers.map(({ child }) =>
    child.exitCode !== null ? null : new Promise((resolve) => child.once('exit', resolve)),
  );
  for (const { child } of servers)
    child.kill(child.spawnargs[0].endsWith('nginx') ? 'SIGQUIT' : 'SIGTERM');
  await Promise.all(stopped);
}
