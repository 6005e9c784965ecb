/**
 * The admin back-office's home and users list (composed in src/app/router.tsx; every /admin path
 * is admin-only, /admin itself leads to the admin home and an unknown one is not found). The
 * other admin screens belong to their own features (parameters, broadcasts, help, monitoring;
 * the result and analysis lists to results and analyses). Every screen is a lazy chunk that a
 * regular user never downloads.
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
