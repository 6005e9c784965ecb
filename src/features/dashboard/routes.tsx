/** The dashboard area's screens (composed in src/app/router.tsx). */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';

export const dashboardRoutes: FeatureRoute[] = [
  {
    path: paths.dashboard,
    policy: 'loggedIn',
    lazy: () => import('./pages/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
  },
];
