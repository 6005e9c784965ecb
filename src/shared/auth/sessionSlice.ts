/**
 * Session UI state: only the id of the logged-in user. The user record and the parameter list
 * are server data and live in the RTK Query cache (see useSession).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readStoredUserId } from './storage';

export interface SessionState {
  userId: number | null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ userId: readStoredUserId() }),
  reducers: {
    sessionStarted(state, action: PayloadAction<number>) {
      state.userId = action.payload;
    },
    sessionCleared(state) {
      state.userId = null;
    },
  },
  selectors: {
    selectUserId: (state) => state.userId,
  },
});

export const { sessionStarted, sessionCleared } = sessionSlice.actions;
export const { selectUserId } = sessionSlice.selectors;
export const sessionReducer = sessionSlice.reducer;
