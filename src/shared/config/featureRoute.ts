/**
 * How a feature declares its screens (features/<area>/routes.tsx): a path, the policy of
 * shared/auth/permissions.ts that guards it, and optionally the shell it sits in. src/app/router
 * composes all features' routes into one table; features never build guards themselves.
 */
import type { NonIndexRouteObject, Params } from 'react-router-dom';
import type { Policy } from '@/shared/auth/permissions';
import type { AppDispatch } from '@/shared/store/hooks';

/** What a route's prefetch gets: the address's parameters and the store's dispatch. */
export interface PrefetchContext {
  params: Params;
  dispatch: AppDispatch;
  /** the stored user's id (null for a visitor) */
  userId: number | null;
}

/**
 * A read a route's loader started (what RTK Query's `initiate` returns): it holds the cache
 * entry, as the screen about to show it will, until answered; then the loader lets it go.
 */
export interface StartedRead extends PromiseLike<unknown> {
  requestId: string;
  unsubscribe(): void;
}

/** A page's first reads: its own queries started (`endpoint.initiate`, the page's arguments). */
export type Prefetch = (context: PrefetchContext) => StartedRead[];

/**
 * A signed-in page's first reads. Where their arguments come from the session (a list's
 * settings saved on the user's record), they start once the session has answered: the prefetch
 * then answers the reads it started (none when the session failed: the page asks itself).
 */
export type PagePrefetch = (context: PrefetchContext) => StartedRead[] | Promise<StartedRead[]>;

/**
 * The signed-in pages' first reads by route path (features/<area>/prefetch.ts, composed in
 * src/app/pagePrefetch.ts). They load with the signed-in shell's chunk, which a stored user's
 * first page starts at once and needs anyway, not with the route table: the login's files
 * then carry no API part of a signed-in page.
 */
export type PagePrefetches = Record<string, PagePrefetch>;

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
  /**
   * A public page's first data, asked for as soon as the route is opened, beside its code: the
   * page's own queries started (`endpoint.initiate`, the same arguments as the page's hooks),
   * into the one RTK Query cache the page reads. A visitor loads no signed-in shell, so a public
   * page declares it here; a signed-in page declares it in its feature's prefetch.ts
   * (PagePrefetches).
   */
  prefetch?: Prefetch;
};

export const defaultShell = (policy: Policy): RouteShell =>
  policy === 'guestOnly' ? 'public' : policy === 'public' ? 'auto' : 'app';
