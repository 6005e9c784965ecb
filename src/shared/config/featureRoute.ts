/**
 * How a feature declares its screens (features/<area>/routes.tsx): a path, the policy of
 * shared/auth/permissions.ts that guards it, and optionally the shell it sits in. src/app/router
 * composes all features' routes into one table; features never build guards themselves.
 */
import type { NonIndexRouteObject } from 'react-router-dom';
import type { Policy } from '@/shared/auth/permissions';

/**
 * - app: the signed-in shell (AppLayout); default for loggedIn and adminOnly.
 * - public: the visitor shell (PublicLayout); default for guestOnly.
 * - auto: AppLayout when a user is logged in, PublicLayout otherwise; default for public.
 * - none: no shell (webview pages).
 */
export type RouteShell = 'app' | 'public' | 'auto' | 'none';

export type FeatureRoute = Pick<
  NonIndexRouteObject,
  'element' | 'Component' | 'lazy' | 'children' | 'errorElement' | 'ErrorBoundary' | 'handle' | 'id'
> & {
  /** Absolute path from shared/config/paths (patterns with `:params` allowed). Admin paths start with /admin/. */
  path: string;
  policy: Policy;
  shell?: RouteShell;
};

export const defaultShell = (policy: Policy): RouteShell =>
  policy === 'guestOnly' ? 'public' : policy === 'public' ? 'auto' : 'app';
