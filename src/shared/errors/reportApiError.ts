/**
 * Reports a failed API call the way the central error handler does: it clears the shown
 * notifications, then shows the catalogue text of the failure (see describeApiError: server
 * errors, the first violation, network failures ...) and, on a 401, ends the session of a
 * logged-in user, which sends them to the login. The app's listener uses it for every call whose
 * endpoint reports centrally; screens use it (through formErrors) for what their forms cannot
 * show on a field. One function, so the two can never drift apart.
 */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { describeApiError, isAbortError } from '@/api';
import { endSession } from '@/shared/auth/sessionActions';
import { selectUserId } from '@/shared/auth/sessionSlice';
import type { AppState } from '@/shared/store/hooks';
import { notify } from '@/shared/ui/notify';

export function reportApiError(
  error: unknown,
): ThunkAction<void, AppState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (isAbortError(error)) return;
    const { level, message, logout } = describeApiError(error);
    notify.destroyAll();
    notify[level](message);
    if (logout && selectUserId(getState()) !== null) endSession(dispatch);
  };
}
