/**
 * Early reads: API reads the first HTML starts before the app's scripts have arrived, and the
 * API client takes over instead of asking again.
 *
 * On a phone's connection the app's scripts take seconds to arrive; the session's reads (the
 * stored user's record and the parameter list, see prefetchSession) can only be asked once
 * they have run, and their answers then add a round trip before the first screen. So the route
 * hint script of a build for a real server (scripts/routeHints.ts, loaded from the head of the
 * first HTML) asks for them at once when a user id is stored, and leaves each answer's promise
 * in `window[EARLY_READS_GLOBAL]` under its address. The API client's fetch (baseApi.ts) takes
 * an early read for the same GET of the same address instead of asking again: once, and only
 * in the page's first EARLY_READ_MAX_AGE (the hint script runs as the page starts), so a later
 * read of that address always asks the server. An early read that failed on the network is
 * asked again.
 *
 * The hint script is loaded `async`, so it may also run after the app has asked for the session
 * itself: the client's first call leaves an empty map where there is none, and a script that
 * finds one starts nothing (no read twice).
 *
 * A build with the mock has none: the mock's service worker does not answer before the app has
 * started it.
 *
 * This module imports nothing: vite.config.ts builds the hint script from it.
 */

/** The window property the hint script leaves the early reads in. */
export const EARLY_READS_GLOBAL = '__earlyReads';

/** The base path of every API call. */
export const API_BASE_PATH = '/api';

/** How every API call is made: with the session cookie, never answered from a cache. */
export const API_CREDENTIALS: RequestCredentials = 'include';
export const API_HEADER = ['Pragma', 'no-cache'] as const;

/**
 * The session's reads, under API_BASE_PATH, `{userId}` standing for the stored user's id: the
 * user's record (getUser) and the parameter list (listParameterOverview).
 */
export const SESSION_READ_PATHS = ['/users/{userId}', '/parameters/list'] as const;

/** Early reads are taken only this long (ms) after the page started; later, they are left alone. */
export const EARLY_READ_MAX_AGE = 30_000;

/** What the hint script leaves: each early read's answer under its absolute address. */
export type EarlyReads = Record<string, Promise<Response>>;

/**
 * The early read for `request`, taken (never given twice), or undefined: none for its address,
 * not a GET, or too old. From the first call on, a hint script that runs late starts nothing.
 */
export function takeEarlyRead(request: Request): Promise<Response> | undefined {
  const reads = ((globalThis as Record<string, unknown>)[EARLY_READS_GLOBAL] ??= {}) as EarlyReads;
  const read = request.method === 'GET' ? reads[request.url] : undefined;
  if (!read) return undefined;
  delete reads[request.url];
  return performance.now() > EARLY_READ_MAX_AGE ? undefined : read;
}

/** The API client's fetch: an early read where one is waiting (see above), else a new one. */
export const fetchWithEarlyReads = (input: Request): Promise<Response> =>
  takeEarlyRead(input)?.catch(() => fetch(input)) ?? fetch(input);
