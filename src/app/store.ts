/**
 * The Redux store: the RTK Query cache (every server datum), the session slice (UI state only)
 * and the central error handler. `makeStore` gives every test a fresh store. Features type
 * their hooks with src/shared/store/hooks.ts; the checks below keep that in step with this store.
 */
import { combineReducers, configureStore, isPlain } from '@reduxjs/toolkit';
import { api } from '@/api';
import { sessionReducer } from '@/entities/session/sessionSlice';
import type { AppDispatch as SharedDispatch, AppState } from '@/shared/store/hooks';
import { apiErrorMiddleware } from './apiErrorListener';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Images and export files arrive as Blob/File in the api slice; they are fine there. */
const isSerializable = (value: unknown) => isPlain(value) || value instanceof Blob;

const CHECK_WARN_AFTER_MS = 2000;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      // The development-only state checks' slowness warning measures the machine's load, not
      // the app, so it is raised; their real findings (a mutation, a non-serializable value)
      // are still reported.
      getDefault({
        serializableCheck: { isSerializable, warnAfter: CHECK_WARN_AFTER_MS },
        immutableCheck: { warnAfter: CHECK_WARN_AFTER_MS },
      })
        .prepend(apiErrorMiddleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

// compile-time checks: the state and dispatch features use are this store's
const sameState: [RootState, AppState] = [{} as AppState, {} as RootState];
const sameDispatch: SharedDispatch = {} as AppDispatch;
void sameState;
void sameDispatch;
