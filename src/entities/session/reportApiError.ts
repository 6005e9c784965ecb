/**
 * Reports a failed API call the way the central error handler does: it clears the shown
 * notifications, then shows the catalogue text of the failure (see describeApiError: server
 * errors, the first violation, network failures ...) and, on a 401, ends the session of a
 * logged-in user, which sends them to the login. The app's listener uses it for every call whose
 * endpoint reports centrally and for what screens hand over because their forms cannot show it
 * on a field (formErrors). One function, so the two can never drift apart.
 * A 401 the user asked for (see sessionEndExpected: logging out this browser's own device) ends
 * the session with that success notice instead of the server's message.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { describeApiError, isAbortError } from '@/api';
import { endSession } from './sessionActions';
import { selectExpectedEndNotice, selectUserId } from './sessionSlice';
import type { AppState } from '@/shared/store/hooks';
import { notify } from '@/shared/ui/notify';

export function reportApiError(
  error: unknown,
): ThunkAction<void, AppState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (isAbortError(error)) return;
    const { level, message, logout } = describeApiError(error);
    const loggedIn = selectUserId(getState()) !== null;
    const expected = selectExpectedEndNotice(getState());
    notify.destroyAll();
    if (logout && loggedIn && expected !== null) notify.success(expected);
    else notify[level](message);
    if (logout && loggedIn) endSession(dispatch);
  };
}
