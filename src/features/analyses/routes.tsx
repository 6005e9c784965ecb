/** The analyses area's screens and the policy each needs (composed in src/app/router.tsx). */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths, routePatterns } from '@/shared/config/paths';
import { loadCharts } from '@/shared/ui/ChartCard/loadCharts';

export const analysesRoutes: FeatureRoute[] = [
  {
    path: paths.analyses,
    policy: 'loggedIn',
    lazy: () => import('./pages/AnalysesListPage').then((m) => ({ Component: m.AnalysesListPage })),
  },
  {
    path: paths.adminAnalyses,
    policy: 'adminOnly',
    lazy: () =>
      import('./pages/AdminAnalysesPage').then((m) => ({ Component: m.AdminAnalysesPage })),
  },
  {
    path: routePatterns.analysisDetail,
    policy: 'loggedIn',
    // the analysis's chart draws at once
    lazy: () => {
      void loadCharts();
      return import('./pages/AnalysisDetailPage').then((m) => ({
        Component: m.AnalysisDetailPage,
      }));
    },
  },
];
