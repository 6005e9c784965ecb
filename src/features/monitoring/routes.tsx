/** The monitoring screen (admin-only, lazy; composed in src/app/router.tsx). */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';

export const monitoringRoutes: FeatureRoute[] = [
  {
    path: paths.adminMonitoring,
    policy: 'adminOnly',
    lazy: () => import('./pages/MonitoringPage').then((m) => ({ Component: m.MonitoringPage })),
  },
];
