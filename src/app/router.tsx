/**
 * The route table (spec 1 section 2.1). Each feature declares its screens in
 * features/<area>/routes.tsx with the policy they need; adding a feature means adding its list
 * here. Only existing screens are registered: unknown paths show the not-found page.
 */
import { createBrowserRouter } from 'react-router-dom';
import { authRoutes } from '@/features/auth/routes';
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { composeRoutes } from './composeRoutes';

export const featureRoutes: FeatureRoute[] = [...authRoutes];

export const appRoutes = () => composeRoutes(featureRoutes);

export const createAppRouter = () => createBrowserRouter(appRoutes());
