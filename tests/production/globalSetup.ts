/**
 * Starts the servers of the production suite, on ports of their own (servers.ts), and stops
 * them when it ends:
 * - the mock server (`npm run mock:build`, .mock-server/main.js) on a fresh data folder;
 * - Prism in proxy mode in front of it: every request and every answer is checked against
 *   openapi.yaml (`--errors`: an answer that breaks it becomes a 500) and its violations are
 *   named in an `sl-violations` header; the suite fails on any violation Prism logs;
 * - nginx with the repository's production config serving dist/ and passing /api/ to Prism,
 *   as a host that turns nothing on (no error reporting, no analytics);
 * - the staging host (stagingHost.ts): a second nginx on the same dist/ with a staging host's
 *   settings, its own mock server, and the collectors it reports to;
 * - the TLS host (tlsHost.ts): a third nginx on the same dist/, given a certificate made here:
 *   HTTPS with HTTP/2, its plain port redirecting.
 * Prism reads every answer that is not JSON as text, which breaks files (an xlsx, a picture):
 * for the suite's nginx the binary downloads go straight to the mock server, which checks their
 * requests against the contract itself.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { TestProject } from 'vitest/node';
import { hostSettings, renderTemplate, tlsSettings } from '../../scripts/production/render.ts';
import { startNginx, started, stopAll, waitFor } from './processes.ts';
import { MOCK_PORT, MOCK_URL, PRISM_PORT, PROD_PORT, routeVisits, TLS_PLAIN } from './servers.ts';
import { startStagingHost } from './stagingHost.ts';
import { startTlsHost } from './tlsHost.ts';

/** The answers that are files (openapi.yaml: exports and pictures), past Prism. */
const BINARY_API =
  '^/api/(.+\\.(xlsx|zip)|(results|users|share)/[^/]+/image|broadcast-image/.+|parameters/[^/]+/files/.+)$';

/** Prism's log lines that name a violation of the contract (request or answer). */
export function violationsIn(log: string): string[] {
  const plain = stripVTControlCharacters(log);
  return plain.split('\n').filter((line) => /Violation: /.test(line));
}

export default async function setup({ provide }: TestProject) {
  routeVisits.reset();
  if (!existsSync('dist/index.html'))
    throw new Error('dist/ is missing: run `npm run build` (the build for a real server) first');
  if (!existsSync('.mock-server/main.js'))
    throw new Error('the mock server is not built: run `npm run mock:build` first');
  const runtime = mkdtempSync(join(tmpdir(), 'stripscan-nginx-'));

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

  // the production host: nothing reported (no APP_ENVIRONMENT, SENTRY_DSN or ANALYTICS_URL)
  const rendered = renderTemplate(readFileSync('scripts/production/site.conf.template', 'utf8'), {
    PORT: PROD_PORT,
    STATIC_ROOT: resolve('dist'),
    API_UPSTREAM: `http://127.0.0.1:${PRISM_PORT}/`,
    ...hostSettings({}),
    ...tlsSettings(),
  });
  const binary = [
    `location ~ ${BINARY_API} {`,
    `        proxy_pass ${MOCK_URL};`,
    '        proxy_pass_header Date;',
    '    }',
    '',
    '    location /api/ {',
  ].join('\n');
  const servers = [
    startNginx(join(runtime, 'nginx'), rendered.replace('location /api/ {', binary)),
    prism,
    mock,
  ];
  let stopStaging = async () => {};
  const stopServers = async () => {
    await Promise.all([stopAll(servers), stopStaging()]);
    rmSync(runtime, { recursive: true, force: true });
  };
  try {
    stopStaging = await startStagingHost(join(runtime, 'staging'));
    const tls = startTlsHost(join(runtime, 'tls'));
    servers.push(tls.nginx);
    provide('tlsCertificate', tls.certificate);
    await waitFor(`${MOCK_URL}/__mock`, 'the mock server', mock);
    await waitFor(`http://127.0.0.1:${PRISM_PORT}/faqs`, 'Prism', prism);
    await waitFor(`http://127.0.0.1:${PROD_PORT}/`, 'nginx', servers[0]);
    await waitFor(TLS_PLAIN, 'the TLS nginx', tls.nginx);
  } catch (error) {
    // one did not start: the others must not outlive the run
    await stopServers();
    throw error;
  }

  return async () => {
    await stopServers();
    const violations = violationsIn(prism.log());
    if (violations.length)
      throw new Error(`Prism found traffic that breaks openapi.yaml:\n${violations.join('\n')}`);
  };
}
