/**
 * The help editors (admin-only, lazy; composed in src/app/router.tsx): both lists as tabs, or
 * the FAQ or the how-to editor on its own.
 */
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';

export const helpRoutes: FeatureRoute[] = [
  {
    path: paths.adminHelp,
    policy: 'adminOnly',
    lazy: () => import('./pages/HelpPage').then((m) => ({ Component: m.HelpPage })),
  },
  {
    path: paths.adminFaqEdit,
    policy: 'adminOnly',
    lazy: () => import('./pages/FaqEditPage').then((m) => ({ Component: m.FaqEditPage })),
  },
  {
    path: paths.adminHowToEdit,
    policy: 'adminOnly',
    lazy: () => import('./pages/HowToEditPage').then((m) => ({ Component: m.HowToEditPage })),
  },
];
