/**
 * Early reads: the API client takes over a read the first HTML started (the hint script leaves
 * its promise under the address), once, for the same GET, while fresh; anything else asks the
 * server. Through the app's store: src/app/earlyReads.dom.test.ts.
 */
import { server } from '@mocks/node';
import { signIn } from '@tests/utils/render';
import {
  API_BASE_PATH,
  EARLY_READ_MAX_AGE,
  EARLY_READS_GLOBAL,
  fetchWithEarlyReads,
  takeEarlyRead,
  type EarlyReads,
} from './earlyReads';

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

describe('early reads', () => {
  it('are taken once, for a GET of the same address only', async () => {
    const early = Promise.resolve(json({ early: true }));
    const reads = leave({ '/users/7': early });
    expect(takeEarlyRead(new Request(address('/users/7'), { method: 'DELETE' }))).toBeUndefined();
    expect(takeEarlyRead(new Request(address('/users/8')))).toBeUndefined();
    expect(takeEarlyRead(new Request(address('/users/7')))).toBe(early);
    expect(reads).toEqual({});
    expect(takeEarlyRead(new Request(address('/users/7')))).toBeUndefined();
  });

  it("leave a map at the client's first call, so that a hint script running later asks nothing", () => {
    expect(takeEarlyRead(new Request(address('/users/7')))).toBeUndefined();
    expect((window as unknown as Record<string, EarlyReads>)[EARLY_READS_GLOBAL]).toEqual({});
  });

  it('are left alone once the page is older than their age limit, and dropped', () => {
    const reads = leave({ '/users/7': Promise.resolve(json({})) });
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_READ_MAX_AGE + 1);
    expect(takeEarlyRead(new Request(address('/users/7')))).toBeUndefined();
    expect(reads).toEqual({});
  });

  it('are asked again when the early one failed on the network', async () => {
    await signIn('user@example.com');
    requests = [];
    leave({ '/parameters/list': Promise.reject(new TypeError('Failed to fetch')) });
    const response = await fetchWithEarlyReads(new Request(address('/parameters/list')));
    expect(response.status).toBe(200);
    expect(requests).toEqual(['GET /api/parameters/list']);
  });
});
