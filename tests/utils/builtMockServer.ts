/**
 * The mock's HTTP server as people run it: the bundle `npm run mock:build` writes
 * (.mock-server/main.js), started as a process of its own with command-line options, for tests
 * that need what only a process has: a restart on its data folder, a kill -9, two servers at once.
 * `npm test` builds it before the unit suite; run on its own, a missing or outdated build fails
 * the test with the command that makes it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MAIN = '.mock-server/main.js';

/** The newest source file the bundle is made of (tests and stories aside). */
function newestSource(dir: string): { path: string; mtimeMs: number } {
  let newest = { path: '', mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const found = entry.isDirectory()
      ? newestSource(path)
      : /\.(test|stories)\.|\.md$/.test(entry.name)
        ? null
        : { path, mtimeMs: statSync(path).mtimeMs };
    if (found && found.mtimeMs > newest.mtimeMs) newest = found;
  }
  return newest;
}

/** Why the built server cannot be tested (missing, older than its code), or null. */
function buildProblem(): string | null {
  if (!existsSync(MAIN)) return `${MAIN} is missing: run \`npm run mock:build\` first`;
  const built = statSync(MAIN).mtimeMs;
  for (const dir of ['mocks', 'src']) {
    const newest = newestSource(dir);
    if (newest.mtimeMs > built)
      return `${MAIN} is older than ${newest.path}: run \`npm run mock:build\` first`;
  }
  return null;
}
let checked: string | null | undefined;

export interface ServerProcess {
  child: ChildProcess;
  /** what it printed so far (stdout and stderr) */
  log(): string;
  /** resolves to the exit code once it has ended (null after a signal) */
  exited: Promise<number | null>;
}

/**
 * Starts `node .mock-server/main.js <args>`; it may start, or refuse and exit. Throws (in the
 * test that asked, never in a hook: a hook that fails leaves the next file of the worker in a
 * bad state) when the build is missing or outdated.
 */
export function spawnServer(args: string[]): ServerProcess {
  checked ??= buildProblem();
  if (checked) throw new Error(checked);
  const child = spawn(process.execPath, [MAIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, log: () => log, exited };
}

export interface RunningServer extends ServerProcess {
  port: number;
  /** Ends it with `signal` (SIGTERM: stops as Ctrl+C does; SIGKILL: kill -9) and waits. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The port a started server names in its first line, once it listens; rejects if it ends. */
function listening(server: ServerProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const port = /Mock server on http:\/\/[^:]+:(\d+)\//.exec(server.log())?.[1];
      if (!port) return;
      server.child.stdout!.off('data', look);
      resolve(Number(port));
    };
    server.child.stdout!.on('data', look);
    void server.exited.then((code) =>
      reject(new Error(`the mock server ended (${code}) before it listened:\n${server.log()}`)),
    );
  });
}

/** Starts the built server on a free port (`--port 0`) and waits until it listens. */
export async function startServer(args: string[]): Promise<RunningServer> {
  const server = spawnServer(['--port', '0', ...args]);
  const port = await listening(server);
  return {
    ...server,
    port,
    async stop(signal = 'SIGTERM') {
      if (server.child.exitCode === null && server.child.signalCode === null)
        server.child.kill(signal);
      await server.exited;
    },
  };
}
