/**
 * The broadcast notifications' list and detail (admin-only, lazy; composed in
 * src/app/router.tsx).
 */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths, routePatterns } from '@/shared/config/paths';

export const broadcastRoutes: FeatureRoute[] = [
  {
    path: paths.adminNotifications,
    policy: 'adminOnly',
    lazy: () =>
      import('./pages/NotificationsListPage').then((m) => ({
        Component: m.NotificationsListPage,
      })),
  },
  {
    path: routePatterns.adminNotification,
    policy: 'adminOnly',
    lazy: () =>
      import('./pages/NotificationDetailPage').then((m) => ({
        Component: m.NotificationDetailPage,
      })),
  },
];
