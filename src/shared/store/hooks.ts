/**
 * The typed `useAppDispatch` / `useAppSelector` of every feature. The store itself is composed
 * in src/app, which features never import (code flows app -> features -> shared); so the state
 * shape features may rely on is declared here, from the reducers it is made of, and src/app/store
 * checks at compile time that the store it builds has exactly this shape.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from '@/api';
import type { SessionState } from '@/shared/auth/sessionSlice';

export interface AppState {
  api: ReturnType<typeof api.reducer>;
  session: SessionState;
}

/** Dispatches plain actions and thunks (RTK Query's `initiate`, the error reporter). */
export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
