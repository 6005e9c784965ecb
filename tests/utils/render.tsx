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
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import {
  act,
  render,
  type RenderOptions as RtlOptions,
  type RenderResult,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { api } from '@/api';
import { waitingReports } from '@/app/apiErrorListener';
import { AppProviders } from '@/app/providers';
import { composeRoutes, pagesArrived } from '@/app/composeRoutes';
import { featureRoutes } from '@/app/router';
import { makeStore, type AppStore } from '@/app/store';
import { storeUserId } from '@/entities/session/storage';
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { notify } from '@/shared/ui/notify';
import { loginAs } from './apiClient';

/**
 * antd's CSS-in-JS rules are never written into the test document: jsdom's getComputedStyle
 * would match every element against them on every click and role query. The provider works as
 * during server rendering (`mock="server"`: styles computed and cached, not written). The
 * components behave the same; the few rules tests rely on (hidden popups) live in
 * tests/setup.ts. The theme's CSS variables are still written, into a detached node.
 */
const styleSink = document.createElement('div');
// antd looks through the sink's style elements each time it writes or removes a block of CSS
// variables. jsdom answers `children` with a live collection that scans every child for a
// matching id or name on each read of its length: a plain list of the same elements is read in
// one pass.
Object.defineProperty(styleSink, 'children', {
  get: () => Array.from(styleSink.childNodes).filter((node) => node instanceof Element),
});

/**
 * One style cache per worker whose computed styles outlive the components that asked for them.
 * antd counts the mounted components using each computed style (and theme token) and forgets
 * it when the last one unmounts, so every test, starting from an empty screen, and every dialog
 * opened again computed its styles anew. Kept, each is computed once per worker, as in a browser
 * tab that keeps its stylesheet. What a component renders is the same (same class names).
 */
const styleCache = createCache();
const updateStyleCache = styleCache.opUpdate.bind(styleCache);
styleCache.opUpdate = (key, valueFn) =>
  updateStyleCache(key, (previous) => {
    const next = valueFn(previous);
    // the last user unmounted: keep the computed value, with no user counted
    return next === null && previous ? [0, previous[1]] : next;
  });

export function TestUi({ children }: { children: ReactNode }) {
  return (
    <StyleProvider container={styleSink} mock="server" cache={styleCache}>
      {children}
    </StyleProvider>
  );
}

/**
 * `render` for a component outside the app's providers, with antd's styles kept out of jsdom.
 * Async: antd schedules follow-up renders in microtasks (menus register their items, motion
 * settles); rendering inside an async `act` lets them land before the test looks.
 */
export async function renderUi(ui: ReactElement, options: Omit<RtlOptions, 'queries'> = {}) {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(ui, { wrapper: TestUi, ...options }) as RenderResult;
  });
  return result!;
}

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
  /**
   * Render in React's StrictMode (mount effects run twice). It wraps the whole tree, test
   * wrapper included: React repeats no effects below a StrictMode nested in a non-strict mount.
   */
  strictMode?: boolean;
}

export interface Rendered extends RenderResult {
  store: AppStore;
  router: MemoryRouter;
  user: ReturnType<typeof userEvent.setup>;
}

type MemoryRouter = ReturnType<typeof createMemoryRouter>;

/** Resolves once the router has loaded its lazy route modules and finished navigating. */
function routerSettled(router: MemoryRouter) {
  const settled = (s: MemoryRouter['state']) => s.initialized && s.navigation.state === 'idle';
  return new Promise<void>((resolve) => {
    if (settled(router.state)) return resolve();
    const stop = router.subscribe((state) => {
      if (!settled(state)) return;
      stop();
      resolve();
    });
  });
}

/**
 * Async: the app's routes are lazy modules; rendering inside an async `act` until the router has
 * loaded them keeps the router's own state updates inside React's test scope.
 */
export async function renderWithProviders(
  ui: ReactElement | null,
  options: RenderOptions = {},
): Promise<Rendered> {
  const { url = '/', path = '*', countryCode = 'de' } = options;
  const store = options.store ?? makeStore();
  rendered.add(store);
  const routes = ui
    ? [{ path, element: ui }]
    : // the app's routes with their loaders, which ask for the session and a page's first data
      // into this store before the page renders (src/app/routeLoaders.ts), as in the app
      (options.routes ?? composeRoutes([...featureRoutes, ...(options.extraRoutes ?? [])], store));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup({ delay: null });
  const tree = (
    <AppProviders store={store} countryCode={countryCode} motion={false}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  let result: RenderResult | undefined;
  await act(async () => {
    result = (
      options.strictMode
        ? render(
            <StrictMode>
              <TestUi>{tree}</TestUi>
            </StrictMode>,
          )
        : render(tree, { wrapper: TestUi })
    ) as RenderResult;
    await routerSettled(router);
  });
  return { ...result!, store, router, user };
}

/** The stores of the trees the current test rendered (settleRequests). */
const rendered = new Set<AppStore>();

/**
 * Waits for the API calls the current test's trees left under way (call it after unmounting
 * them) and forgets their stores. An unmounted table still saves the settings it changed last
 * (flushed on unmount): answered once the next test has reset the mock, that save failed with a
 * 401 and put the central handler's notice into the next test's page. Likewise a failure the
 * handler was still looking for on the page.
 */
export async function settleRequests() {
  const stores = [...rendered];
  rendered.clear();
  await Promise.allSettled(
    stores.flatMap((store) => [
      ...store.dispatch(api.util.getRunningQueriesThunk()),
      ...store.dispatch(api.util.getRunningMutationsThunk()),
    ]),
  );
  // and the central handler's notices of failures it still waits to see drawn (a view gone)
  while (waitingReports() > 0) await new Promise((done) => requestAnimationFrame(done));
  // what they said with no page left to show it waits for the next test's page: not said there
  notify.destroyAll();
}

/**
 * Lets lazy pages still on their way arrive, inside act, into the trees the current test
 * rendered (call it before unmounting them). A signed-in page draws once the session has
 * answered, which can be after the test's last look: its code arriving outside act, in the
 * next test's time, made React warn there.
 */
export async function pagesDrawn() {
  if (rendered.size === 0) return;
  await act(async () => {
    await pagesArrived();
  });
}

/** Logs in through the mock server (session cookie) and stores the id as the app does. */
export async function signIn(email: string): Promise<number> {
  const id = await loginAs(email);
  storeUserId(id);
  return id;
}
