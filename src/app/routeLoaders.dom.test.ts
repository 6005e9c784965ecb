/**
 * The route loaders ask for the session and a page's first data when the router opens a route,
 * with no screen rendered (the router alone, no React), into the store's one cache; each only
 * where the route's policy lets the stored session in. The page then finds them there: opened
 * through the app, a page asks the server for each of them once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { server } from '@mocks/node';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { composeRoutes } from './composeRoutes';
import { featureRoutes } from './router';
import { pagePrefetches } from './pagePrefetch';
import { makeStore, type AppStore } from './store';
import { handlerHasLooked } from '@tests/utils/handlerLooked';

let requests: string[] = [];
let routers: ReturnType<typeof createMemoryRouter>[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname}${url.search}`);
};

beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  routers.forEach((r) => r.dispose());
  routers = [];
});

/** Opens `url` in a router with the app's routes and loaders; nothing renders. */
function open(url: string, store: AppStore) {
  const router = createMemoryRouter(composeRoutes(featureRoutes, store), { initialEntries: [url] });
  routers.push(router);
  return router;
}

/** The endpoint names of the store's queries that have been answered. */
const answered = (store: AppStore) =>
  Object.values(store.getState().api.queries)
    .filter((q) => q?.status === 'fulfilled')
    .map((q) => q!.endpointName)
    .sort();

const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000 });

describe('route loaders', () => {
  it("name a signed-in page's route for each of the prefetches the shell carries", () => {
    const signedIn = featureRoutes.filter(
      (r) => r.policy === 'loggedIn' || r.policy === 'adminOnly',
    );
    for (const path of Object.keys(pagePrefetches))
      expect(signedIn.map((r) => r.path)).toContain(path);
    // the public pages' prefetches sit on their routes: a visitor loads no signed-in shell
    expect(featureRoutes.filter((r) => r.prefetch).map((r) => r.policy)).toEqual(['public']);
  });

  it("ask for the stored user's session and a result page's result, nothing rendered", async () => {
    const id = await signIn('user@example.com');
    requests = [];
    const store = makeStore();
    open('/results/1', store);
    await until(() =>
      expect(answered(store)).toEqual(
        expect.arrayContaining(['getResult', 'getUser', 'listParameterOverview']),
      ),
    );
    expect(requests).toEqual(
      expect.arrayContaining([
        `GET /api/users/${id}`,
        'GET /api/results/1',
        'GET /api/parameters/list',
      ]),
    );
  });

  it('ask for nothing private for a visitor, and for a shared analysis', async () => {
    const store = makeStore();
    open('/results/1', store);
    open('/share/snapshot/analyses/b8a583bfd60cafacdcb47fbfdf894bbc', store);
    await until(() => expect(answered(store)).toContain('getSharedAnalysis'));
    expect(requests.filter((r) => /\/api\/(users|results|parameter)/.test(r))).toEqual([]);
  });

  it("ask for an admin page's data once the stored user's record says they are an admin", async () => {
    await signIn('user@example.com');
    const userStore = makeStore();
    open('/admin/dashboard', userStore);
    await until(() => expect(answered(userStore)).toContain('getUser'));

    await signIn('admin@example.com');
    const adminStore = makeStore();
    open('/admin/dashboard', adminStore);
    await until(() => expect(answered(adminStore)).toContain('getAdminDashboard'));
    // the regular user's router asked for no admin data
    expect(answered(userStore)).not.toContain('getAdminDashboard');
  });

  it("ask for the dashboard cards' data with the session, which the cards then read", async () => {
    await signIn('user@example.com');
    requests = [];
    const { store } = await renderWithProviders(null, { url: '/dashboard' });
    expect(await screen.findByText(/Welcome back, /)).toBeVisible();
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.queries).filter((q) => q?.status !== 'fulfilled'),
      ).toEqual([]),
    );
    expect(answered(store)).toEqual(
      expect.arrayContaining([
        'getOverview',
        'getUserAchievements',
        'listAchievements',
        'listAnalysisInfo',
        'listNotifications',
        'listTestStripPackages',
      ]),
    );
    // one cache: what the loaders asked for, the cards found (each asked for once)
    const gets = requests.filter((r) => r.startsWith('GET '));
    expect(gets.filter((r, i) => gets.indexOf(r) !== i)).toEqual([]);
  });

  it("leave a failure of the loader's read to the page: said once, in place, no notice", async () => {
    await signIn('user@example.com');
    server.use(
      http.get('*/api/overview', () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    await renderWithProviders(null, { url: '/dashboard' });
    const overview = await screen.findByRole('region', { name: 'Overview' });
    await waitFor(() =>
      expect(within(overview).getByRole('alert')).toHaveTextContent('Internal Server Error'),
    );
    // the handler has looked on every frame it waits for: still no notice beside the card's error
    await handlerHasLooked();
    expect(document.querySelectorAll('.ant-notification-notice')).toHaveLength(0);
  });
});

/** The list requests (GET /api/<path>?...) asked for since the last reset. */
const listReads = (path: string) => requests.filter((r) => r.startsWith(`GET /api/${path}?`));
/** A list request as the app sends it (fetchBaseQuery: the arguments in the endpoint's order). */
const listRead = (path: string, args: Record<string, string | number | boolean>) =>
  `GET /api/${path}?${new URLSearchParams(Object.entries(args).map(([k, v]) => [k, String(v)]))}`;
const rowIds = () =>
  Array.from(document.querySelectorAll('tbody tr[data-row-key]')).map((tr) =>
    Number(tr.getAttribute('data-row-key')),
  );
/** The ids the server answers for a list request, asked for before the test counts requests. */
const idsOf = async (read: string) =>
  ((await call('GET', read.replace('GET /api', ''))).body['hydra:member'] as { id: number }[]).map(
    (r) => r.id,
  );
const settle = () => new Promise((done) => setTimeout(done, 50));

describe("route loaders of the lists (their arguments from the user's saved settings)", () => {
  it("ask for /results' first page once the session has answered, nothing rendered", async () => {
    await signIn('user@example.com');
    requests = [];
    const store = makeStore();
    open('/results', store);
    await until(() => expect(answered(store)).toContain('listResults'));
    // the table's defaults: 20 rows, newest first
    expect(listReads('results')).toEqual([
      listRead('results', {
        page: 1,
        itemsPerPage: 20,
        pagination: true,
        order: 'sampleCreationDate:desc',
      }),
    ]);
  });

  it("ask with the user's saved page size, order and filters, which the page then reads: one request", async () => {
    await signIn('user@example.com');
    const valueFilter = {
      selectedParameter: { label: 'Value', name: 'measurementValue', type: 'number' },
      selectedFilter: 'gt',
      filterValue: 5,
    };
    const resultSettings = {
      filters: [valueFilter],
      itemsPerPage: 10,
      search: '',
      disabledColumns: [],
      order: { field: 'measurementValue', direction: 'asc' },
    };
    const countFilter = {
      selectedParameter: { label: 'Results', name: 'countOfResults', type: 'number' },
      selectedFilter: 'gt',
      filterValue: 0,
    };
    // the owner column is the admin's list's only: /analyses falls back to its default order
    const analysisSettings = {
      filters: [countFilter],
      itemsPerPage: 40,
      search: '',
      disabledColumns: [],
      order: { field: 'user.displayName', direction: 'asc' },
    };
    expect((await call('POST', '/profile/metadata/result', resultSettings)).status).toBe(200);
    expect((await call('POST', '/profile/metadata/analysis', analysisSettings)).status).toBe(200);
    const lists = [
      {
        url: '/results',
        path: 'results',
        endpoint: 'listResults',
        read: listRead('results', {
          page: 1,
          itemsPerPage: 10,
          pagination: true,
          order: 'measurementValue:asc',
          filter: JSON.stringify([{ field: 'measurementValue', operator: 'gt', value: 5 }]),
        }),
      },
      {
        url: '/analyses',
        path: 'analyses',
        endpoint: 'listAnalyses',
        read: listRead('analyses', {
          page: 1,
          itemsPerPage: 40,
          pagination: true,
          order: 'creationDate:desc',
          filter: JSON.stringify([{ field: 'countOfResults', operator: 'gt', value: 0 }]),
        }),
      },
    ];
    for (const { url, path, endpoint, read } of lists) {
      const ids = await idsOf(read);
      expect(ids.length).toBeGreaterThan(0);
      requests = [];
      const store = makeStore();
      open(url, store);
      await until(() => expect(answered(store)).toContain(endpoint));
      expect(listReads(path)).toEqual([read]);
      // the page on the same cache: its table asks for what the loader asked for
      const { unmount } = await renderWithProviders(null, { url, store });
      await waitFor(() => expect(rowIds()).toEqual(ids));
      await settle();
      expect(listReads(path)).toEqual([read]);
      unmount();
    }
  });

  it('leave the first page to the page while the session is in flight: asked for once', async () => {
    await signIn('user@example.com');
    requests = [];
    await renderWithProviders(null, { url: '/analyses' });
    expect(await screen.findByRole('table', { name: 'Analyses' })).toBeVisible();
    await waitFor(() => expect(rowIds().length).toBeGreaterThan(0));
    await settle();
    expect(listReads('analyses')).toHaveLength(1);
  });

  it('ask for no list for a visitor, a session that failed, or a regular user on an admin list', async () => {
    const visitor = makeStore();
    const routers = ['/results', '/analyses'].map((url) => open(url, visitor));
    await until(() => expect(routers.every((r) => r.state.initialized)).toBe(true));

    await signIn('user@example.com');
    const admins = makeStore();
    open('/admin/analyses', admins);
    open('/admin/result-list/successful', admins);
    await until(() => expect(answered(admins)).toContain('getUser'));

    server.use(
      http.get('*/api/users/:id', () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    const failed = makeStore();
    open('/results', failed);
    open('/analyses', failed);
    await until(() =>
      expect(
        Object.values(failed.getState().api.queries).some(
          (q) => q?.endpointName === 'getUser' && q.status === 'rejected',
        ),
      ).toBe(true),
    );
    await settle();
    expect(requests.filter((r) => /^GET \/api\/(results|analyses)\?/.test(r))).toEqual([]);
  });
});
