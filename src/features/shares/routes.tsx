/**
 * Sharing's screens (composed in src/app/router.tsx): the user's link lists (logged in) and the
 * public share views, which anyone with a link opens (the signed-in shell for a user, the
 * public shell otherwise).
 */
import { sharesApi } from '@/api';
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { routePatterns } from '@/shared/config/paths';
import { loadCharts } from '@/shared/ui/ChartCard/loadCharts';

const manage = () => import('./pages/ManageLinksPage');
const sharedResult = () => import('./pages/SharedResultPage');

export const shareRoutes: FeatureRoute[] = [
  {
    path: routePatterns.manageShareLinks,
    policy: 'loggedIn',
    lazy: () =>
      manage().then((m) => ({ Component: () => <m.ManageLinksPage direction="shared" /> })),
  },
  {
    path: routePatterns.manageShareLinksMenu,
    policy: 'loggedIn',
    lazy: () =>
      manage().then((m) => ({ Component: () => <m.ManageLinksPage direction="received" /> })),
  },
  {
    path: routePatterns.share,
    policy: 'public',
    lazy: () => import('./pages/SharePage').then((m) => ({ Component: m.SharePage })),
    // the shared record, and for an analysis its chart, which draws at once (SharePage)
    prefetch: ({ params: { type, resource, id }, dispatch }) => {
      if ((type !== 'snapshot' && type !== 'dynamic') || !id) return [];
      const args = { type, shareId: id } as const;
      if (resource === 'results')
        return [dispatch(sharesApi.endpoints.getSharedResult.initiate(args))];
      if (resource !== 'analyses') return [];
      void loadCharts();
      return [dispatch(sharesApi.endpoints.getSharedAnalysis.initiate(args))];
    },
  },
  {
    path: routePatterns.shareDynamicAnalysisResult,
    policy: 'public',
    lazy: () => sharedResult().then((m) => ({ Component: m.SharedDynamicAnalysisResultPage })),
  },
  {
    path: routePatterns.shareSnapshotAnalysisResult,
    policy: 'public',
    lazy: () => sharedResult().then((m) => ({ Component: m.SharedSnapshotAnalysisResultPage })),
  },
  {
    path: routePatterns.shareImage,
    policy: 'public',
    lazy: () => import('./pages/SharedImagePage').then((m) => ({ Component: m.SharedImagePage })),
  },
];
