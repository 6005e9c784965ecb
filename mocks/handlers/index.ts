/**
 * Every handler of the mock server, one file per OpenAPI tag. The dev server (service worker),
 * Vitest (node), Storybook and the e2e app all use this list.
 * Order matters where a literal path shares a prefix with a parameter path (e.g.
 * /parameters/list before /parameters/{id}); each file lists its literal paths first.
 */
import { achievementHandlers } from './achievements';
import { adminHandlers } from './admin';
import { analysisHandlers } from './analyses';
import { authHandlers } from './auth';
import { broadcastHandlers } from './broadcasts';
import { dashboardHandlers } from './dashboard';
import { exportHandlers } from './exports';
import { helpAdminHandlers } from './helpAdmin';
import { infoHandlers } from './info';
import { monitoringHandlers } from './monitoring';
import { notificationHandlers } from './notifications';
import { parameterHandlers } from './parameters';
import { profileHandlers } from './profile';
import { resultHandlers } from './results';
import { shareHandlers } from './shares';

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
