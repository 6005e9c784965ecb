/**
 * Early reads: the API client takes over a read the first HTML started (the hint script leaves
 * its promise under the address), once, for the same GET, while fresh; anything else asks the
 * server. Through the app's store: src/app/earlyReads.dom.test.ts.
 */
import {
  earlyAddress,
  jsonResponse,
  leaveEarlyReads,
  recordEarlyReadTests,
} from '@tests/utils/earlyReads';
import { signIn } from '@tests/utils/render';
import {
  EARLY_READ_MAX_AGE,
  EARLY_READS_GLOBAL,
  fetchWithEarlyReads,
  takeEarlyRead,
  type EarlyReads,
} from './earlyReads';

const requests = recordEarlyReadTests();

describe('early reads', () => {
  it('are taken once, for a GET of the same address only', async () => {
    const early = Promise.resolve(jsonResponse({ early: true }));
    const reads = leaveEarlyReads({ '/users/7': early });
    expect(
      takeEarlyRead(new Request(earlyAddress('/users/7'), { method: 'DELETE' })),
    ).toBeUndefined();
    expect(takeEarlyRead(new Request(earlyAddress('/users/8')))).toBeUndefined();
    expect(takeEarlyRead(new Request(earlyAddress('/users/7')))).toBe(early);
    expect(reads).toEqual({});
    expect(takeEarlyRead(new Request(earlyAddress('/users/7')))).toBeUndefined();
  });

  it("leave a map at the client's first call, so that a hint script running later asks nothing", () => {
    expect(takeEarlyRead(new Request(earlyAddress('/users/7')))).toBeUndefined();
    expect((window as unknown as Record<string, EarlyReads>)[EARLY_READS_GLOBAL]).toEqual({});
  });

  it('are left alone once the page is older than their age limit, and dropped', () => {
    const reads = leaveEarlyReads({ '/users/7': Promise.resolve(jsonResponse({})) });
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_READ_MAX_AGE + 1);
    expect(takeEarlyRead(new Request(earlyAddress('/users/7')))).toBeUndefined();
    expect(reads).toEqual({});
  });

  it('are asked again when the early one failed on the network', async () => {
    await signIn('user@example.com');
    requests.length = 0;
    leaveEarlyReads({ '/parameters/list': Promise.reject(new TypeError('Failed to fetch')) });
    const response = await fetchWithEarlyReads(new Request(earlyAddress('/parameters/list')));
    expect(response.status).toBe(200);
    expect(requests).toEqual(['GET /api/parameters/list']);
  });
});
