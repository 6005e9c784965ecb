/** Manage Parameters and the parameter form (admin-only, lazy; composed in src/app/router.tsx). */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths, routePatterns } from '@/shared/config/paths';

/** Create and edit share one screen (one loader, so the route table names its files once). */
const parameterForm = () =>
  import('./pages/ParameterFormPage').then((m) => ({ Component: m.ParameterFormPage }));

export const parameterRoutes: FeatureRoute[] = [
  {
    path: paths.adminParameters,
    policy: 'adminOnly',
    lazy: () =>
      import('./pages/ManageParametersPage').then((m) => ({
        Component: m.ManageParametersPage,
      })),
  },
  { path: paths.adminAddParameter, policy: 'adminOnly', lazy: parameterForm },
  { path: routePatterns.adminEditParameter, policy: 'adminOnly', lazy: parameterForm },
];
