/** The results area's screens (composed in src/app/router.tsx). */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths, routePatterns } from '@/shared/config/paths';

export const resultRoutes: FeatureRoute[] = [
  {
    path: paths.results,
    policy: 'loggedIn',
    lazy: () => import('./pages/ResultsPage').then((m) => ({ Component: m.ResultsPage })),
  },
  {
    path: routePatterns.resultDetail,
    policy: 'loggedIn',
    lazy: () => import('./pages/ResultDetailPage').then((m) => ({ Component: m.ResultDetailPage })),
  },
  {
    path: paths.adminResultListSuccessful,
    policy: 'adminOnly',
    lazy: () =>
      import('./pages/AdminResultListPage').then((m) => ({ Component: m.AdminResultListPage })),
  },
  {
    path: paths.adminResultListDiscarded,
    policy: 'adminOnly',
    lazy: () =>
      import('./pages/AdminResultListPage').then((m) => ({ Component: m.AdminResultListPage })),
  },
  {
    path: routePatterns.image,
    policy: 'loggedIn',
    lazy: () => import('./pages/ResultImagePage').then((m) => ({ Component: m.ResultImagePage })),
  },
];
