/**
 * Early reads in unit tests (src/api/earlyReads.ts): leaving them as the route hint script does,
 * and a file's setup that records the requests the mock server sees.
 */
import { API_BASE_PATH, EARLY_READS_GLOBAL, type EarlyReads } from '@/api/earlyReads';
import { server } from '@mocks/node';

/** The absolute address of `path` under the API, as the hint script and the client name it. */
export const earlyAddress = (path: string) => `${location.origin}${API_BASE_PATH}${path}`;

export const jsonResponse = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** Leaves early reads as the hint script does: `responses` by path under the API. */
export function leaveEarlyReads(responses: Record<string, Promise<Response>>): EarlyReads {
  const reads: EarlyReads = {};
  for (const [path, response] of Object.entries(responses)) reads[earlyAddress(path)] = response;
  (window as unknown as Record<string, EarlyReads>)[EARLY_READS_GLOBAL] = reads;
  return reads;
}

/**
 * A test file's setup: each test starts with no early reads and its page in its first second
 * (early reads are taken in a page's first seconds; a test worker's clock has run for longer).
 * Returns the requests the mock server saw in the test ('GET /api/users/1'), emptied before each.
 */
export function recordEarlyReadTests(): string[] {
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  beforeEach(() => {
    requests.length = 0;
    server.events.on('request:start', record);
    vi.spyOn(performance, 'now').mockReturnValue(1000);
  });
  afterEach(() => {
    server.events.removeListener('request:start', record);
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
  });
  return requests;
}
