/**
 * Early reads through the app's store (src/api/earlyReads.ts): the API client's read takes the
 * answer the first HTML asked for in its place, and the session's read addresses the hint script
 * is given (vite.config.ts) are those the app asks for at start (prefetchSession).
 */
import { profileApi } from '@/api';
import {
  API_BASE_PATH,
  EARLY_READS_GLOBAL,
  SESSION_READ_PATHS,
  type EarlyReads,
} from '@/api/earlyReads';
import { prefetchSession } from '@/entities/session/prefetchSession';
import { server } from '@mocks/node';
import { signIn } from '@tests/utils/render';
import { makeStore } from './store';

const address = (path: string) => `${location.origin}${API_BASE_PATH}${path}`;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Leaves early reads as the hint script does: `responses` by path under the API. */
function leave(responses: Record<string, Promise<Response>>) {
  const reads: EarlyReads = {};
  for (const [path, response] of Object.entries(responses)) reads[address(path)] = response;
  (window as unknown as Record<string, EarlyReads>)[EARLY_READS_GLOBAL] = reads;
  return reads;
}

let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
  // early reads are taken in a page's first seconds; a test worker's clock has run for longer
  vi.spyOn(performance, 'now').mockReturnValue(1000);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
});

describe('early reads in the app', () => {
  it("answer the API client's read in their place; a later read asks the server", async () => {
    const id = await signIn('user@example.com');
    const store = makeStore();
    const user = await store
      .dispatch(profileApi.endpoints.getUser.initiate({ id }, { subscribe: false }))
      .unwrap();
    requests = [];
    leave({ [`/users/${id}`]: Promise.resolve(json({ ...user, firstName: 'Early' })) });
    const fresh = makeStore();
    const first = await fresh
      .dispatch(profileApi.endpoints.getUser.initiate({ id }, { subscribe: false }))
      .unwrap();
    expect(first.firstName).toBe('Early');
    expect(requests).toEqual([]);
    const again = await fresh
      .dispatch(
        profileApi.endpoints.getUser.initiate({ id }, { subscribe: false, forceRefetch: true }),
      )
      .unwrap();
    expect(again.firstName).toBe(user.firstName);
    expect(requests).toEqual([`GET /api/users/${id}`]);
  });

  it("name the addresses of the session's reads as the app asks for them", async () => {
    const store = makeStore();
    const reads = prefetchSession(store.dispatch, 12);
    await Promise.all(reads);
    reads.forEach((read) => read.unsubscribe());
    expect(requests.sort()).toEqual(
      SESSION_READ_PATHS.map((p) => `GET ${API_BASE_PATH}${p.replace('{userId}', '12')}`).sort(),
    );
  });
});
