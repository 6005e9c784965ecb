/**
 * `renderWithProviders`: a fresh store per test, the app's providers (antd App, notifications,
 * a fixed country code) and a memory data router over the app's route table (default) or the
 * routes/element a test passes. Returns the store, the router (read `router.state.location`)
 * and a user-event instance.
 *
 *   await signIn('user@example.com');                 // real login against the mock + stored id
 *   const { router } = renderWithProviders(null, { url: '/login' });
 *   renderWithProviders(<MyPage />, { url: '/results/5', path: '/results/:id' });
 *   renderWithProviders(null, { url: '/x', extraRoutes: [{ path: '/x', policy: 'loggedIn', element: <X /> }] });
 */
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { composeRoutes } from '@/app/composeRoutes';
import { featureRoutes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { storeUserId } from '@/shared/auth/storage';
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { loginAs } from './apiClient';

// Lazy route modules and antd's first render are slow on a busy 2-core machine (CI runs two
// test workers); give the `findBy*` / `waitFor` helpers more than the default 1 s.
configure({ asyncUtilTimeout: 15000 });

export interface RenderOptions {
  /** the URL the router starts at (default '/') */
  url?: string;
  /** the route pattern the element renders at (default '*'); only with an element */
  path?: string;
  /** a route table instead of the app's (ignored when an element is given) */
  routes?: RouteObject[];
  /** feature routes added to the app's route table (guards and shells apply as in the app) */
  extraRoutes?: FeatureRoute[];
  /** an existing store (default: a fresh one, reading the stored user id like the app) */
  store?: AppStore;
  /** country code for the footer etc. (default 'de'; no server call) */
  countryCode?: string | null;
}

export interface Rendered extends RenderResult {
  store: AppStore;
  router: ReturnType<typeof createMemoryRouter>;
  user: ReturnType<typeof userEvent.setup>;
}

export function renderWithProviders(
  ui: ReactElement | null,
  options: RenderOptions = {},
): Rendered {
  const { url = '/', path = '*', countryCode = 'de' } = options;
  const store = options.store ?? makeStore();
  const routes = ui
    ? [{ path, element: ui }]
    : (options.routes ?? composeRoutes([...featureRoutes, ...(options.extraRoutes ?? [])]));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProviders store={store} countryCode={countryCode} motion={false}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, router, user };
}

/** Logs in through the mock server (session cookie) and stores the id as the app does. */
export async function signIn(email: string): Promise<number> {
  const id = await loginAs(email);
  storeUserId(id);
  return id;
}
