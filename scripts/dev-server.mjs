#!/usr/bin/env node
/**
 * `npm run dev:server`: the app in real-server mode (no mock code in the page) against the mock
 * as an HTTP server, both started here and stopped together (Ctrl+C):
 *   - the mock server (`npm run mock:server`) on MOCK_PORT (default 8787), its data in
 *     .mock-data/ unless the arguments say otherwise;
 *   - Vite's dev server on DEV_PORT (default 5173) with VITE_API_MOCK=false, proxying /api to it.
 * Every browser that opens the app shares the server's state. Arguments after `--` go to the
 * mock server: `npm run dev:server -- --scenario large --clock +31d`.
 */
import { spawn, spawnSync } from 'node:child_process';

const mockPort = process.env.MOCK_PORT ?? '8787';
const devPort = process.env.DEV_PORT ?? '5173';

const build = spawnSync('npm', ['run', 'mock:build', '--silent'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn(process.execPath, ['.mock-server/main.js', '--port', mockPort, ...process.argv.slice(2)], {
    stdio: 'inherit',
  }),
  spawn('node_modules/.bin/vite', ['--port', devPort, '--strictPort'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_API_MOCK: 'false',
      VITE_API_PROXY: `http://127.0.0.1:${mockPort}`,
    },
  }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
