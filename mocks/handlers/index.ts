/**
 * Every handler of the mock server, one folder per OpenAPI tag (`<tag>/handlers.ts`: its routes,
 * with the tests of its rules through HTTP beside them; the rules and answers themselves come
 * from mocks/model). The dev server (service worker), Vitest (node), Storybook and the e2e app
 * all use this list.
 * Order matters where a literal path shares a prefix with a parameter path (e.g.
 * /parameters/list before /parameters/{id}); each file lists its literal paths first.
 */
import { achievementHandlers } from './achievements/handlers';
import { adminHandlers } from './admin/handlers';
import { analysisHandlers } from './analyses/handlers';
import { authHandlers } from './auth/handlers';
import { broadcastHandlers } from './broadcasts/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { exportHandlers } from './exports/handlers';
import { helpAdminHandlers } from './help-admin/handlers';
import { infoHandlers } from './info/handlers';
import { monitoringHandlers } from './monitoring/handlers';
import { notificationHandlers } from './notifications/handlers';
import { parameterHandlers } from './parameters/handlers';
import { profileHandlers } from './profile/handlers';
import { resultHandlers } from './results/handlers';
import { shareHandlers } from './shares/handlers';

export const handlers = [
  ...authHandlers,
  ...exportHandlers,
  ...profileHandlers,
  ...achievementHandlers,
  ...notificationHandlers,
  ...dashboardHandlers,
  ...infoHandlers,
  ...parameterHandlers,
  ...resultHandlers,
  ...analysisHandlers,
  ...shareHandlers,
  ...helpAdminHandlers,
  ...broadcastHandlers,
  ...adminHandlers,
  ...monitoringHandlers,
];
