/**
 * Turns the features' route declarations into the route tree: every route sits inside the guard
 * of its policy and the shell it asks for. Admin routes live under the /admin prefix guard, so
 * any /admin path (also an unknown one) is admin-only. Unknown paths show the not-found page
 * inside the shell of the session.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { Policy } from '@/shared/auth/permissions';
import { defaultShell, type FeatureRoute, type RouteShell } from '@/shared/config/featureRoute';
import type { AppStore } from './store';
import { rootLoader, routeLoader } from './routeLoaders';
import { isAdminPath, paths } from '@/shared/config/paths';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { PublicLayout } from './layout/PublicLayout';
import { RequireAdmin, RequireGuest, RequireUser } from './guards';
import { AppShellRoute, lazyNotFound } from './lazyShells';
import { RootLayout, SessionShell } from './layouts';
import { RootError } from './RootError';
import { RootRedirect } from './RootRedirect';

const SHELLS: RouteShell[] = ['app', 'public', 'auto', 'none'];
const shellElement: Record<Exclude<RouteShell, 'none'>, ReactNode> = {
  app: <AppShellRoute />,
  public: <PublicLayout />,
  auto: <SessionShell />,
};
const guardElement: Record<Exclude<Policy, 'public'>, ReactNode> = {
  guestOnly: <RequireGuest />,
  loggedIn: <RequireUser />,
  adminOnly: <RequireAdmin />,
};

/**
 * A page whose code loads lazily (a signed-in page, a share view, an info page) renders inside
 * its shell: the shell (header, navigation, small-screen notice, footer) draws at once, with a
 * spinner where the page will be, instead of waiting for the page's code too (React Router waits
 * for a route's `lazy` before it draws anything of the route). A navigation within the app keeps
 * the page shown until the next one's code has arrived (the router's updates are transitions).
 * The visitors' pages (login, registration) keep the route's `lazy`: drawing the login in two
 * steps cost it blocking time, and its shell alone is no gain for the eye.
 */
function lazyPage(load: NonNullable<FeatureRoute['lazy']>) {
  let page: Promise<{ default: ComponentType }> | undefined;
  /** Asks for the page's module once: from the route's loader, or the page's first render. */
  const start = () => {
    if (page) return page;
    page = (load as () => Promise<{ Component?: ComponentType }>)().then(({ Component }) => {
      if (!Component) throw new Error('A lazy route must give its Component');
      return { default: Component };
    });
    const asked = page;
    pagesUnderWay.add(asked);
    const arrived = () => pagesUnderWay.delete(asked);
    asked.then(arrived, arrived);
    return asked;
  };
  const Page = lazy(start);
  const element = (
    <Suspense fallback={<DelayedSpinner minHeight="60vh" />}>
      <Page />
    </Suspense>
  );
  return { element, start };
}

/** The lazy pages' modules asked for and not arrived yet. */
const pagesUnderWay = new Set<Promise<unknown>>();

/** Resolves once the lazy pages' modules asked for so far have arrived (or failed). */
export const pagesArrived = () => Promise.allSettled([...pagesUnderWay]);

function toRouteObject(route: FeatureRoute, store?: AppStore): RouteObject {
  const { policy, shell: _shell, prefetch: _prefetch, lazy: load, ...rest } = route;
  const loader = store && routeLoader(store, route);
  if (!load || policy === 'guestOnly') {
    const page = load ? { ...rest, lazy: load } : rest;
    return loader ? { ...page, loader } : page;
  }
  const { element, start } = lazyPage(load);
  return {
    ...rest,
    element,
    // the page's code (and what its `lazy` starts beside it: a chart page's charting chunk) is
    // asked for when the route opens, as the router's `lazy` was, not when the page first
    // renders: a signed-in page renders once the session has answered
    loader: (...args: Parameters<LoaderFunction>) => {
      void start().catch(() => undefined);
      return loader ? loader(...args) : null;
    },
  };
}

/** Groups routes by shell; `extra` adds routes to a shell group (e.g. the catch-all). */
function inShells(
  routes: FeatureRoute[],
  store?: AppStore,
  extra: Partial<Record<RouteShell, RouteObject[]>> = {},
) {
  return SHELLS.flatMap((shell): RouteObject[] => {
    const children = [
      ...routes
        .filter((r) => (r.shell ?? defaultShell(r.policy)) === shell)
        .map((r) => toRouteObject(r, store)),
      ...(extra[shell] ?? []),
    ];
    if (children.length === 0) return [];
    return shell === 'none' ? children : [{ element: shellElement[shell], children }];
  });
}

/** Drops guard groups that no feature uses (yet). */
const hasContent = (r: RouteObject) => r.index === true || (r.children?.length ?? 1) > 0;

const notFound = (path: string): RouteObject => ({ path, lazy: lazyNotFound });

/**
 * The route table. With the app's `store`, the routes get loaders that ask for the session and
 * each page's first data as soon as the route opens (routeLoaders.ts); without one (tests of the
 * table alone), the pages ask for their data when they render.
 */
export function composeRoutes(featureRoutes: FeatureRoute[], store?: AppStore): RouteObject[] {
  const byPolicy = (policy: Policy) => featureRoutes.filter((r) => r.policy === policy);
  const nonAdmin = byPolicy('adminOnly').filter((r) => !isAdminPath(r.path));
  if (nonAdmin.length)
    throw new Error(
      `Admin-only routes must live under /admin: ${nonAdmin.map((r) => r.path).join(', ')}`,
    );
  // the guards draw the signed-in shell while the session loads (it shows a spinner for the page)
  const unshelled = featureRoutes.filter(
    (r) => (r.policy === 'loggedIn' || r.policy === 'adminOnly') && (r.shell ?? 'app') !== 'app',
  );
  if (unshelled.length)
    throw new Error(
      `Signed-in routes must use the signed-in shell: ${unshelled.map((r) => r.path).join(', ')}`,
    );

  return [
    {
      id: 'root',
      element: <RootLayout />,
      // no screen is ever blank: a crash anywhere below shows what happened, with Reload
      errorElement: <RootError />,
      loader: store && rootLoader(store),
      HydrateFallback: () => <DelayedSpinner minHeight="60vh" />,
      children: [
        { index: true, element: <RootRedirect /> },
        {
          path: paths.adminRoot,
          element: guardElement.adminOnly,
          children: [
            // /admin itself is the admin home
            { index: true, element: <Navigate to={paths.adminHome} replace /> },
            ...inShells(byPolicy('adminOnly'), store, { app: [notFound('*')] }),
          ],
        },
        { element: guardElement.loggedIn, children: inShells(byPolicy('loggedIn'), store) },
        { element: guardElement.guestOnly, children: inShells(byPolicy('guestOnly'), store) },
        ...inShells(byPolicy('public'), store, {
          auto: [notFound(paths.notFound), notFound('*')],
        }),
      ].filter(hasContent),
    },
  ];
}
