/** The profile screens: the own profile and another user's (admins; the server refuses others). */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths, routePatterns } from '@/shared/config/paths';

const lazy = () => import('./pages/ProfilePage').then((m) => ({ Component: m.ProfilePage }));

export const profileRoutes: FeatureRoute[] = [
  { path: paths.profile, policy: 'loggedIn', lazy },
  { path: routePatterns.profileOf, policy: 'loggedIn', lazy },
];
