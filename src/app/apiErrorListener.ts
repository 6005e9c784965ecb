/**
 * The central error handler: every failed API call whose endpoint reports centrally (the default;
 * see the table in src/api/index.ts) is reported by src/entities/session/reportApiError: the
 * notifications are cleared, the catalogue text shown, and a 401 ends the session.
 */
import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { errorReportingOf } from '@/api';
import { reportApiError } from '@/entities/session';
import type { AppDispatch } from '@/shared/store/hooks';

function endpointOf(action: { meta?: unknown }): string | null {
  const meta = action.meta as { arg?: { endpointName?: unknown } } | undefined;
  return typeof meta?.arg?.endpointName === 'string' ? meta.arg.endpointName : null;
}

const listener = createListenerMiddleware();

listener.startListening({
  predicate: (action) => isRejectedWithValue(action) && action.type.startsWith('api/'),
  effect: (action, listenerApi) => {
    if (!isRejectedWithValue(action)) return;
    const endpoint = endpointOf(action);
    if (!endpoint || errorReportingOf(endpoint) !== 'central') return;
    (listenerApi.dispatch as AppDispatch)(reportApiError(action.payload));
  },
});

export const apiErrorMiddleware = listener.middleware;
