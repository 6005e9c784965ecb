/**
 * The admin back-office's own screens (composed in src/app/router.tsx; every /admin path is
 * admin-only, /admin itself leads to the admin home and an unknown one is not found). The admin result lists and analyses list belong
 * to the results and analyses features, which own those tables. Every screen is a lazy chunk
 * that a regular user never downloads.
 */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';

export const adminRoutes: FeatureRoute[] = [
  {
    path: paths.adminHome,
    policy: 'adminOnly',
    lazy: () =>
      import('./pages/AdminDashboardPage').then((m) => ({ Component: m.AdminDashboardPage })),
  },
  {
    path: paths.adminUsers,
    policy: 'adminOnly',
    lazy: () => import('./pages/UsersListPage').then((m) => ({ Component: m.UsersListPage })),
  },
];
