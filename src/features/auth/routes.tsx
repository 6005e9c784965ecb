/** The auth area's screens and the policy each needs (composed in src/app/router.tsx). */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';

export const authRoutes: FeatureRoute[] = [
  {
    path: paths.login,
    policy: 'guestOnly',
    lazy: () => import('./pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
];
