/** A dispatch that accepts RTK Query thunks (the app's store type lives in src/app, out of reach). */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { api } from '@/api';

export type ApiDispatch = ThunkDispatch<
  { api: ReturnType<typeof api.reducer> },
  unknown,
  UnknownAction
>;

export const useApiDispatch = () => useDispatch<ApiDispatch>();
