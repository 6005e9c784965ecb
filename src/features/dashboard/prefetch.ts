/** The dashboard's first reads (loaded with the signed-in shell: src/app/pagePrefetch.ts). */
import { achievementsApi, analysesApi, dashboardApi, notificationsApi } from '@/api';
import type { PagePrefetches } from '@/shared/config/featureRoute';
import { paths } from '@/shared/config/paths';

export const dashboardPrefetches: PagePrefetches = {
  // the cards' data (WelcomeCard, OverviewCard, AchievementsCard, AnalysesCard, PackageCounterCard)
  [paths.dashboard]: ({ dispatch, userId }) => [
    dispatch(notificationsApi.endpoints.listNotifications.initiate()),
    dispatch(dashboardApi.endpoints.getOverview.initiate()),
    dispatch(dashboardApi.endpoints.listTestStripPackages.initiate()),
    dispatch(analysesApi.endpoints.listAnalysisInfo.initiate()),
    dispatch(achievementsApi.endpoints.listAchievements.initiate()),
    ...(userId === null
      ? []
      : [dispatch(achievementsApi.endpoints.getUserAchievements.initiate({ userId }))]),
  ],
};
