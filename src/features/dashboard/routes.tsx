/** The dashboard area's screens (composed in src/app/router.tsx). */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';
import { loadCharts } from '@/shared/ui/ChartCard/loadCharts';

export const dashboardRoutes: FeatureRoute[] = [
  {
    path: paths.dashboard,
    policy: 'loggedIn',
    // the Weekly Performance chart draws at once; its range follows the server's clock, known
    // after a first answer, so the card asks for its data itself
    lazy: () => {
      void loadCharts();
      return import('./pages/DashboardPage').then((m) => ({ Component: m.DashboardPage }));
    },
  },
];
