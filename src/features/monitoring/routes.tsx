/** The monitoring screen (admin-only, lazy; composed in src/app/router.tsx). */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';
import { loadCharts } from '@/shared/ui/ChartCard/loadCharts';
import { loadCountryMap } from '@/shared/ui/MapView/loadMaps';

export const monitoringRoutes: FeatureRoute[] = [
  {
    path: paths.adminMonitoring,
    policy: 'adminOnly',
    // its charts and the country map draw at once
    lazy: () => {
      void loadCharts();
      void loadCountryMap();
      return import('./pages/MonitoringPage').then((m) => ({ Component: m.MonitoringPage }));
    },
  },
];
