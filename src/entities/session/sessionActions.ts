/**
 * Starting and ending a session outside React (the central error handler ends it on a 401).
 * Ending clears the stored id and admin flag, the session slice and the whole RTK Query cache,
 * so nothing of the previous user survives.
 */
import type { Dispatch } from '@reduxjs/toolkit';
import { api } from '@/api';
import { sessionCleared, sessionStarted } from './sessionSlice';
import { clearStoredSession, storeUserId } from './storage';

export function startSession(dispatch: Dispatch, userId: number) {
  storeUserId(userId);
  dispatch(sessionStarted(userId));
}

export function endSession(dispatch: Dispatch) {
  clearStoredSession();
  dispatch(sessionCleared());
  dispatch(api.util.resetApiState());
}
