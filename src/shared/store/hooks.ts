/**
 * The typed `useAppDispatch` / `useAppSelector` of every feature. The store itself is composed
 * in src/app, which features never import (code flows app -> features -> entities -> shared), so
 * the state shape code below the app may rely on is declared here. Shared code knows the API
 * cache only; each slice adds its own part where the slice is defined, by declaration merging
 * (src/entities/session/sessionSlice.ts adds `session`). src/app/store checks at compile time
 * that the store it builds has exactly this shape.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from '@/api';

export interface AppState {
  api: ReturnType<typeof api.reducer>;
}

/** Dispatches plain actions and thunks (RTK Query's `initiate`, the error reporter). */
export type AppDispatch = ThunkDispatch<AppState, unknown, UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<AppState>();
