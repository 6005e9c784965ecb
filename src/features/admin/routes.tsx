/**
 * The admin back-office's own screens (composed in src/app/router.tsx; every /admin path is
 * admin-only, /admin itself leads to the admin home and an unknown one is not found). The admin result lists and analyses list belong
 * to the results and analyses features, which own those tables. Every screen is a lazy chunk
 * that a regular user never downloads.
 */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths, routePatterns } from '@/shared/config/paths';

/** The three help screens live in one module. */
const help = (name: 'HelpPage' | 'FaqEditPage' | 'HowToEditPage') => () =>
  import('./pages/HelpPages').then((m) => ({ Component: m[name] }));

/** Create and edit share one screen (one loader, so the route table names its files once). */
const parameterForm = () =>
  import('./pages/ParameterFormPage').then((m) => ({ Component: m.ParameterFormPage }));

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
  {
    path: paths.adminMonitoring,
    policy: 'adminOnly',
    lazy: () => import('./pages/MonitoringPage').then((m) => ({ Component: m.MonitoringPage })),
  },
  { path: paths.adminHelp, policy: 'adminOnly', lazy: help('HelpPage') },
  { path: paths.adminFaqEdit, policy: 'adminOnly', lazy: help('FaqEditPage') },
  { path: paths.adminHowToEdit, policy: 'adminOnly', lazy: help('HowToEditPage') },
];
