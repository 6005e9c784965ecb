/**
 * The staging host of the production suite (servers.ts has its addresses): the same dist/ behind
 * a second nginx, configured as `docker run -e APP_ENVIRONMENT=staging -e SENTRY_DSN=...
 * -e ANALYTICS_URL=...` configures the image (scripts/production/runtime-config.envsh renders
 * /config.js and the CSP's connect-src), /api passed to a mock server of its own, and the local
 * collectors it reports to (collector.ts). Started by globalSetup.ts beside the main stack.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hostSettings, renderTemplate, tlsSettings } from '../../scripts/production/render.ts';
import { startCollector } from './collector.ts';
import { startNginx, started, stopAll, waitFor } from './processes.ts';
import {
  COLLECTOR_PORT,
  SENTRY_COLLECTOR,
  STAGING,
  STAGING_MOCK_URL,
  STAGING_PORT,
  STAGING_SETTINGS,
} from './servers.ts';

export async function startStagingHost(runtime: string): Promise<() => Promise<void>> {
  const stopCollector = await startCollector(['127.0.0.1', '127.0.0.2'], COLLECTOR_PORT);
  const mock = started(process.execPath, [
    '.mock-server/main.js',
    '--port',
    new URL(STAGING_MOCK_URL).port,
    '--data',
    join(runtime, 'mock-data'),
    '--reset',
  ]);
  const site = renderTemplate(readFileSync('scripts/production/site.conf.template', 'utf8'), {
    PORT: STAGING_PORT,
    STATIC_ROOT: resolve('dist'),
    API_UPSTREAM: `${STAGING_MOCK_URL}/api/`,
    ...hostSettings(STAGING_SETTINGS),
    ...tlsSettings(),
  });
  const nginx = startNginx(join(runtime, 'nginx'), site);
  const stop = async () => {
    await stopAll([nginx, mock]);
    await stopCollector();
  };
  try {
    await waitFor(`${SENTRY_COLLECTOR}/__received`, 'the collector', mock);
    await waitFor(`${STAGING_MOCK_URL}/__mock`, 'the staging mock server', mock);
    await waitFor(`${STAGING}/`, 'the staging nginx', nginx);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
