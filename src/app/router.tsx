/**
 * The route table (spec 1 section 2.1). Each feature declares its screens in
 * features/<area>/routes.tsx with the policy they need; adding a feature means adding its list
 * here. Only existing screens are registered: unknown paths show the not-found page.
 */
import { createBrowserRouter } from 'react-router-dom';
import { adminRoutes } from '@/features/admin/routes';
import { analysesRoutes } from '@/features/analyses/routes';
import { authRoutes } from '@/features/auth/routes';
import { broadcastRoutes } from '@/features/broadcasts/routes';
import { dashboardRoutes } from '@/features/dashboard/routes';
import { helpRoutes } from '@/features/help/routes';
import { infoRoutes } from '@/features/info/routes';
import { monitoringRoutes } from '@/features/monitoring/routes';
import { parameterRoutes } from '@/features/parameters/routes';
import { profileRoutes } from '@/features/profile/routes';
import { resultRoutes } from '@/features/results/routes';
import { shareRoutes } from '@/features/shares/routes';
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { composeRoutes } from './composeRoutes';
import type { AppStore } from './store';

export const featureRoutes: FeatureRoute[] = [
  ...adminRoutes,
  ...analysesRoutes,
  ...authRoutes,
  ...broadcastRoutes,
  ...dashboardRoutes,
  ...helpRoutes,
  ...infoRoutes,
  ...monitoringRoutes,
  ...parameterRoutes,
  ...profileRoutes,
  ...resultRoutes,
  ...shareRoutes,
];

export const appRoutes = (store?: AppStore) => composeRoutes(featureRoutes, store);

export const createAppRouter = (store: AppStore) => createBrowserRouter(appRoutes(store));
