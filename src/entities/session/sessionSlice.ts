/**
 * Session UI state: the id of the logged-in user, and the notice to show instead of the server's
 * 401 message when the session ends as the user asked (logging out this browser's own device).
 * The user record and the parameter list are server data and live in the RTK Query cache (see
 * useSession).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredUserId } from './storage';

export interface SessionState {
  userId: number | null;
  /** Set while a call that may end the session on the user's request is being checked. */
  expectedEndNotice: string | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ userId: readStoredUserId(), expectedEndNotice: null }),
  reducers: {
    sessionStarted(state, action: PayloadAction<number>) {
      state.userId = action.payload;
    },
    sessionCleared(state) {
      state.userId = null;
      state.expectedEndNotice = null;
    },
    /** A 401 until `sessionEndSettled` ends the session with this notice (a success, not an error). */
    sessionEndExpected(state, action: PayloadAction<string>) {
      state.expectedEndNotice = action.payload;
    },
    sessionEndSettled(state) {
      state.expectedEndNotice = null;
    },
  },
  selectors: {
    selectUserId: (state) => state.userId,
    selectExpectedEndNotice: (state) => state.expectedEndNotice,
  },
});

export const { sessionStarted, sessionCleared, sessionEndExpected, sessionEndSettled } =
  sessionSlice.actions;
export const { selectUserId, selectExpectedEndNotice } = sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;

// The store keeps this slice under `session` (src/app/store.ts): the state shape features rely
// on says so where the slice is defined.
declare module '@/shared/store/hooks' {
  interface AppState {
    session: SessionState;
  }
}
