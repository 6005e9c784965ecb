/**
 * The cache tags of the policy tables against the real mock handlers: a store with the api,
 * queries held open like mounted screens, and the requests the mock receives after a mutation
 * (in jsdom: RTK Query needs an absolute URL).
 */
import { configureStore } from '@reduxjs/toolkit';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { call, loginAs } from '@tests/utils/apiClient';
import { analysesApi, api, resultsApi, type Analysis } from '@/api';

const makeStore = () =>
  configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    // the development-only state checks are the app store's (src/app/store.ts), not this test's
    middleware: (getDefault) =>
      getDefault({ serializableCheck: false, immutableCheck: false }).concat(api.middleware),
  });
type Store = ReturnType<typeof makeStore>;

/** Resolves once no query of the store is loading. */
function idle(store: Store) {
  const busy = () =>
    Object.values(store.getState().api.queries).some((q) => q?.status === 'pending');
  return new Promise<void>((resolve) => {
    if (!busy()) return resolve();
    const stop = store.subscribe(() => {
      if (busy()) return;
      stop();
      resolve();
    });
  });
}

let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  requests.push(`${request.method} ${url.pathname.replace(/^\/api/, '')}${url.search}`);
};
/** The requests since the queries were loaded (the mutation and the refetches), sorted. */
const sent = () => [...requests].sort();

let store: Store;
let held: { unsubscribe(): void }[] = [];

/** Loads the queries and keeps them subscribed, as mounted screens do; then counts requests. */
async function hold(...queries: (PromiseLike<unknown> & { unsubscribe(): void })[]) {
  held = queries;
  await Promise.all(queries);
  requests = [];
}

beforeEach(() => {
  store = makeStore();
  server.events.on('request:start', record);
});

afterEach(() => {
  held.forEach((q) => q.unsubscribe());
  server.events.removeListener('request:start', record);
});

/** Two analyses of the user: `a` holds result `resultId`, `b` does not. */
async function twoAnalyses() {
  await loginAs('user@example.com');
  const all = (await call('GET', '/analyses?pagination=false')).body['hydra:member'] as Analysis[];
  const a = all.find((x) => x.results.length > 0)!;
  const resultId = a.results[0].id;
  const b = all.find((x) => x.results.length > 0 && !x.results.some((r) => r.id === resultId))!;
  expect(b).toBeDefined();
  return { a: a.id, b: b.id, resultId };
}

describe('cache tags per record', () => {
  it('a result edit fills the result from its answer and refetches the lists showing it', async () => {
    const { a, b, resultId } = await twoAnalyses();
    const e = { ...resultsApi.endpoints, ...analysesApi.endpoints };
    const newName = 'Renamed sample 4711';
    await hold(
      store.dispatch(e.getResult.initiate({ id: resultId })),
      store.dispatch(e.listResults.initiate({ pagination: false })),
      // a searched list that does not show it yet
      store.dispatch(e.listResults.initiate({ search: newName })),
      store.dispatch(e.listAnalysisResults.initiate({ id: a, pagination: false })),
      store.dispatch(e.listAnalysisResults.initiate({ id: b, pagination: false })),
      store.dispatch(e.getAnalysis.initiate({ id: a })),
      store.dispatch(e.getAnalysis.initiate({ id: b })),
      store.dispatch(e.listAnalyses.initiate({})),
      store.dispatch(e.listAnalysisInfo.initiate()),
    );
    const searched = () =>
      e.listResults.select({ search: newName })(store.getState()).data?.['hydra:member'] ?? [];
    expect(searched()).toEqual([]);
    const { updatedAt } = e.getResult.select({ id: resultId })(store.getState()).data!;

    const saved = await store
      .dispatch(
        e.updateResult.initiate({
          id: resultId,
          resultPatch: { measurementName: newName, updatedAt },
        }),
      )
      .unwrap();
    await idle(store);

    // the result is the PATCH's answer, not fetched again; the lists showing it and the searched
    // list it now joins are; neither analysis record, the analysis lists, nor the results of
    // the analysis without it
    expect(e.getResult.select({ id: resultId })(store.getState()).data).toEqual(saved);
    expect(saved.measurementName).toBe(newName);
    expect(sent()).toEqual(
      [
        `PATCH /results/${resultId}`,
        'GET /results?pagination=false',
        `GET /results?search=${newName.replaceAll(' ', '+')}`,
        `GET /analyses/${a}/results?pagination=false`,
      ].sort(),
    );
    expect(searched().map((r) => r.id)).toEqual([resultId]);
  });

  it('creating an analysis refetches the analysis lists only', async () => {
    const { b, resultId } = await twoAnalyses();
    const e = { ...resultsApi.endpoints, ...analysesApi.endpoints };
    await hold(
      store.dispatch(e.listAnalyses.initiate({})),
      store.dispatch(e.listAnalysisInfo.initiate()),
      store.dispatch(e.getAnalysis.initiate({ id: b })),
      store.dispatch(e.listAnalysisResults.initiate({ id: b, pagination: false })),
      store.dispatch(e.getResult.initiate({ id: resultId })),
    );
    const before = e.listAnalyses.select({})(store.getState()).data!['hydra:totalItems'];

    await store
      .dispatch(
        e.createAnalysis.initiate({
          fromQuery: false,
          analysisCreate: { name: 'Tagged analysis', addResultIds: [resultId] },
        }),
      )
      .unwrap();
    await idle(store);

    // the two analysis lists; not the other analysis, its results or the result
    expect(sent()).toEqual(
      ['POST /analyses?fromQuery=false', 'GET /analyses', 'GET /analyses/info'].sort(),
    );
    expect(e.listAnalyses.select({})(store.getState()).data!['hydra:totalItems']).toBe(before + 1);
  });

  it('adding results to an analysis refetches it and its results, not the other analysis', async () => {
    const { a, b, resultId } = await twoAnalyses();
    const e = { ...resultsApi.endpoints, ...analysesApi.endpoints };
    await hold(
      store.dispatch(e.getAnalysis.initiate({ id: a })),
      store.dispatch(e.listAnalysisResults.initiate({ id: a, pagination: false })),
      store.dispatch(e.getAnalysis.initiate({ id: b })),
      store.dispatch(e.listAnalysisResults.initiate({ id: b, pagination: false })),
      store.dispatch(e.listAnalyses.initiate({})),
      store.dispatch(e.getResult.initiate({ id: resultId })),
    );

    await store
      .dispatch(e.updateAnalysis.initiate({ id: b, analysisUpdate: { addResultIds: [resultId] } }))
      .unwrap();
    await idle(store);

    // that analysis, its results and the analysis list; not the other one, nor the result
    expect(sent()).toEqual(
      [
        `PUT /analyses/${b}`,
        `GET /analyses/${b}`,
        `GET /analyses/${b}/results?pagination=false`,
        'GET /analyses',
      ].sort(),
    );
    const members = e.listAnalysisResults.select({ id: b, pagination: false })(
      store.getState(),
    ).data!;
    expect(members['hydra:member'].map((r) => r.id)).toContain(resultId);
  });
});
