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
 */
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { errorReportingOf, httpStatusOf } from '@/api';
import { reportApiError } from '@/entities/session';
import { apiErrorReportRequested } from '@/shared/store/apiErrorReport';
import type { AppDispatch } from '@/shared/store/hooks';

interface ApiThunkArg {
  endpointName?: unknown;
  type?: unknown;
  subscribe?: unknown;
}

const argOf = (action: { meta?: unknown }) =>
  (action.meta as { arg?: ApiThunkArg } | undefined)?.arg;

function endpointOf(action: { meta?: unknown }): string | null {
  const name = argOf(action)?.endpointName;
  return typeof name === 'string' ? name : null;
}

/** A 404 to a read a screen watches: the screen shows the record is not there (see above). */
function shownByScreen(action: { meta?: unknown; payload?: unknown }): boolean {
  const arg = argOf(action);
  return arg?.type === 'query' && arg.subscribe !== false && httpStatusOf(action.payload) === 404;
}

export const apiErrorMiddleware: Middleware = (store) => (next) => (action) => {
  if (apiErrorReportRequested.match(action)) {
    // handed over to be reported: no reducer has anything to do with it
    (store.dispatch as AppDispatch)(reportApiError(action.payload));
    return action;
  }
  const result = next(action);
  if (isRejectedWithValue(action) && action.type.startsWith('api/')) {
    const endpoint = endpointOf(action);
    if (endpoint && errorReportingOf(endpoint) === 'central' && !shownByScreen(action))
      (store.dispatch as AppDispatch)(reportApiError(action.payload));
  }
  return result;
};
