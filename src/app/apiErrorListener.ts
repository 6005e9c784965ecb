/**
 * The central error handler: every failed API call whose endpoint reports centrally (the default;
 * see the policy tables in src/api/policies) is reported by src/entities/session/reportApiError: the
 * notifications are cleared, the catalogue text shown, and a 401 ends the session. A plain
 * middleware that looks at each action once the reducers have seen it (Redux Toolkit's listener
 * middleware would add its whole task machinery to every page's first load for this one rule).
 */
import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { errorReportingOf } from '@/api';
import { reportApiError } from '@/entities/session';
import type { AppDispatch } from '@/shared/store/hooks';

function endpointOf(action: { meta?: unknown }): string | null {
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  return typeof meta?.arg?.endpointName === 'string' ? meta.arg.endpointName : null;
}

export const apiErrorMiddleware: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  if (isRejectedWithValue(action) && action.type.startsWith('api/')) {
    const endpoint = endpointOf(action);
    if (endpoint && errorReportingOf(endpoint) === 'central')
      (store.dispatch as AppDispatch)(reportApiError(action.payload));
  }
  return result;
};
