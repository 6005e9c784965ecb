/**
 * The auth area's screens and the policy each needs (composed in src/app/router.tsx).
 * /resetting redirects to the request screen; any other /resetting/* path shows a fallback.
 */
import { Navigate } from 'react-router-dom';
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths, routePatterns } from '@/shared/config/paths';

export const authRoutes: FeatureRoute[] = [
  {
    path: paths.login,
    policy: 'guestOnly',
    lazy: () => import('./pages/LoginPage').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: paths.register,
    policy: 'guestOnly',
    lazy: () => import('./pages/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: routePatterns.registerConfirm,
    policy: 'public',
    lazy: () =>
      import('./pages/ConfirmAccountPage').then((m) => ({ Component: m.ConfirmAccountPage })),
  },
  {
    path: paths.resetting,
    policy: 'guestOnly',
    element: <Navigate to={paths.resettingRequest} replace />,
  },
  {
    path: paths.resettingRequest,
    policy: 'guestOnly',
    lazy: () => import('./pages/ResetRequestPage').then((m) => ({ Component: m.ResetRequestPage })),
  },
  {
    path: routePatterns.resettingReset,
    policy: 'guestOnly',
    lazy: () =>
      import('./pages/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: `${paths.resetting}/*`,
    policy: 'guestOnly',
    lazy: () =>
      import('./pages/ResettingFallbackPage').then((m) => ({
        Component: m.ResettingFallbackPage,
      })),
  },
  {
    path: routePatterns.newsletterConfirm,
    policy: 'public',
    lazy: () =>
      import('./pages/NewsletterConfirmPage').then((m) => ({
        Component: m.NewsletterConfirmPage,
      })),
  },
];
