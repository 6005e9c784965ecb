/**
 * The central error handler: every failed API call whose endpoint reports centrally (the default;
 * see the policy tables in src/api/policies), and every failure a screen hands over because it
 * cannot show it itself (apiErrorReportRequested, from src/shared/ui/formErrors), is reported by
 * src/entities/session/reportApiError: the notifications are cleared, the catalogue text shown,
 * and a 401 ends the session. A plain middleware that looks at each failed call once the reducers
 * have seen it (Redux Toolkit's listener middleware would add its whole task machinery to every
 * page's first load for this one rule).
 *
 * A record that is not there is the screen's to say: when a read that a screen starts watching
 * (a query a component subscribes to, e.g. the analysis of /analyses/987654) is answered 404,
 * the screen shows it (a detail page the not-found page, through useDetailPage; a panel its
 * error state) and no notice goes beside it. A one-off read (an export file) and a change keep
 * the notice: nothing else would tell of their failure.
 *
 * Likewise any failure a screen shows where its data would be (an error state with Retry, which
 * names the failure in the catalogue's words: src/shared/ui/shownInPlace.ts) gets no notice: the
 * handler looks once the app has drawn the failure (on each of the next few frames: a busy frame
 * can come late) and reports only what no mounted view shows.
 * A 401 is reported at once: it ends the session wherever it shows.
 *
 * Every failed call, central or shown on a form, that the server answered with a 5xx or that got
 * no answer at all also goes to the error reporting (sent where the host turns it on): those are
 * the server's or the network's faults, once per failure a user meets (a route loader's read
 * and the page's ask after it are one: reportedRouteFailures). A 4xx (401 included) is the
 * server doing its job.
 */
import { isFulfilled, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { describeApiError, errorReportingOf, httpStatusOf, isAbortError } from '@/api';
import { reportApiError } from '@/entities/session';
import { apiErrorReportRequested } from '@/shared/store/apiErrorReport';
import { reportError } from '@/shared/monitoring/errorReports';
import type { AppDispatch } from '@/shared/store/hooks';
import { isShownInPlace } from '@/shared/ui/shownInPlace';

interface ApiThunkArg {
  endpointName?: unknown;
  queryCacheKey?: unknown;
  forceRefetch?: unknown;
  type?: unknown;
  subscribe?: unknown;
}

interface ApiActionMeta {
  requestId?: unknown;
  arg?: ApiThunkArg;
  baseQueryMeta?: { request?: { method?: unknown } };
}

const metaOf = (action: { meta?: unknown }) => action.meta as ApiActionMeta | undefined;

function endpointOf(action: { meta?: unknown }): string | null {
  const name = metaOf(action)?.arg?.endpointName;
  return typeof name === 'string' ? name : null;
}

/** A 404 to a read a screen watches: the screen shows the record is not there (see above). */
function shownByScreen(action: { meta?: unknown; payload?: unknown }): boolean {
  const arg = metaOf(action)?.arg;
  return arg?.type === 'query' && arg.subscribe !== false && httpStatusOf(action.payload) === 404;
}

/** The server's 5xx, 'network' for a call that got no answer, or null for anything else. */
function serverFailureOf(error: unknown): number | 'network' | null {
  const status = httpStatusOf(error);
  if (status !== null) return status >= 500 ? status : null;
  const kind = (error as { status?: unknown } | null)?.status;
  if ((kind === 'FETCH_ERROR' && !isAbortError(error)) || kind === 'TIMEOUT_ERROR')
    return 'network';
  return null;
}

/**
 * Runs `look` once the views have drawn what the store has just become. The store tells them of
 * the API's answers on the next animation frame (Redux Toolkit's auto-batching; after 100 ms
 * when the page is hidden and frames stop), and React draws in a microtask after that: this
 * waits for the same frame or timer, queued after the store's, and then for that microtask.
 */
function afterViewsDrawn(look: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    queueMicrotask(look);
  };
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(once);
    setTimeout(once, 100);
  } else setTimeout(once, 10);
}

/**
 * How many frames a view has to draw a failure before the handler reports it. A view usually
 * draws it in the frame the store tells of it; on a busy phone (or a machine running tests
 * beside other work) a frame comes late, a timer can run before it, or a view draws the failure
 * from a state of its own a frame later. Looking on each of the next three frames (a few tens of
 * milliseconds when frames come, 300 ms on a hidden page) says a failure once in all these cases,
 * and a failure no view shows still gets its notice at once to the eye.
 */
export const LOOKS = 3;

/**
 * The failures waiting for the views to draw them (reportUnlessShown), and how many 401s were
 * reported: a 401 is reported at once and its notice (the session is over) clears the ones
 * before it, so a failure that came before it and is still waiting is not said after it.
 */
let waiting = 0;
let sessionEnds = 0;

/** How many failures still wait for the views (a test waits for none before the next). */
export const waitingReports = () => waiting;

/** Reports `error` unless a mounted view draws it in place within LOOKS frames. */
function reportUnlessShown(dispatch: AppDispatch, error: unknown) {
  const ends = sessionEnds;
  let looked = 0;
  const look = () => {
    looked += 1;
    if (isShownInPlace(error) || ends !== sessionEnds) waiting -= 1;
    else if (looked < LOOKS) afterViewsDrawn(look);
    else {
      waiting -= 1;
      dispatch(reportApiError(error));
    }
  };
  waiting += 1;
  afterViewsDrawn(look);
}

/**
 * The reads a route's loader started before its page was there (src/app/routeLoaders.ts), by
 * request id, until answered. A failure of one is the page's to say: the page, once its code has
 * loaded, asks again for the entry that failed and shows that failure where its data would be.
 * Without this one 500 was said twice: a notice while the page's code was still loading, then
 * the page's error state.
 */
export const routeReads = new Set<unknown>();

/**
 * The cache entries whose route read failed and went to the error reporting, until the entry is
 * answered again. A page asks again for an entry that failed when it first reads it (its code
 * arrived after the answer): that plain ask meets the same failure the user meets once, and is
 * not reported a second time. A forced ask (Retry, a refetch after a change) is reported as usual.
 */
const reportedRouteFailures = new Set<string>();

/** True for an answer that repeats a reported route read's failure (see above). */
function repeatsRouteFailure(action: { meta?: unknown }, failed: boolean): boolean {
  const meta = metaOf(action);
  const key = meta?.arg?.queryCacheKey;
  if (typeof key !== 'string') return false;
  if (routeReads.has(meta?.requestId)) {
    if (failed) reportedRouteFailures.add(key);
    return false;
  }
  return reportedRouteFailures.delete(key) && failed && meta?.arg?.forceRefetch !== true;
}

/**
 * Reports a failure unless a mounted view shows it in place. A 401 ends the session at once. A
 * route loader's read is left to its page, which asks again and shows it (routeReads).
 */
function report(dispatch: AppDispatch, error: unknown, routeRead = false) {
  if (describeApiError(error).logout) {
    sessionEnds += 1;
    dispatch(reportApiError(error));
  } else if (!routeRead) reportUnlessShown(dispatch, error);
}

export const apiErrorMiddleware: Middleware = (store) => (next) => (action) => {
  const dispatch = store.dispatch as AppDispatch;
  if (apiErrorReportRequested.match(action)) {
    // handed over to be reported: no reducer has anything to do with it
    report(dispatch, action.payload);
    return action;
  }
  const result = next(action);
  const rejected = isRejectedWithValue(action);
  if (!(rejected || isFulfilled(action)) || !action.type.startsWith('api/')) return result;
  const failure = rejected ? serverFailureOf(action.payload) : null;
  const repeated = repeatsRouteFailure(action, failure !== null);
  if (rejected) {
    const endpoint = endpointOf(action);
    if (endpoint && failure !== null && !repeated) {
      const method = metaOf(action)?.baseQueryMeta?.request?.method;
      reportError({
        kind: 'api',
        operation: endpoint,
        status: failure,
        method: typeof method === 'string' ? method : undefined,
      });
    }
    if (endpoint && errorReportingOf(endpoint) === 'central' && !shownByScreen(action))
      report(dispatch, action.payload, routeReads.has(metaOf(action)?.requestId));
  }
  return result;
};
