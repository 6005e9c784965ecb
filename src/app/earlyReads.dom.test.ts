/**
 * Early reads through the app's store (src/api/earlyReads.ts): the API client's read takes the
 * answer the first HTML asked for in its place, and the session's read addresses the hint script
 * is given (vite.config.ts) are those the app asks for at start (prefetchSession).
 */
import { profileApi } from '@/api';
import { API_BASE_PATH, SESSION_READ_PATHS } from '@/api/earlyReads';
import { prefetchSession } from '@/entities/session/prefetchSession';
import { jsonResponse, leaveEarlyReads, recordEarlyReadTests } from '@tests/utils/earlyReads';
import { signIn } from '@tests/utils/render';
import { makeStore } from './store';

const requests = recordEarlyReadTests();

describe('early reads in the app', () => {
  it("answer the API client's read in their place; a later read asks the server", async () => {
    const id = await signIn('user@example.com');
    const store = makeStore();
    const user = await store
      .dispatch(profileApi.endpoints.getUser.initiate({ id }, { subscribe: false }))
      .unwrap();
    requests.length = 0;
    leaveEarlyReads({
      [`/users/${id}`]: Promise.resolve(jsonResponse({ ...user, firstName: 'Early' })),
    });
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
