/**
 * A failed call handed to the central error handler (src/app/apiErrorListener.ts), which reports
 * it exactly as it reports the failures it sees itself: the notices cleared, the catalogue text
 * shown, and a 401 ends the session. Code that handles a failure itself but cannot show all of
 * it (formErrors) dispatches this. It changes no state: the handler takes it before any reducer
 * sees it, so the error object never enters the store.
 */
import { createAction } from '@reduxjs/toolkit';

export const apiErrorReportRequested = createAction<unknown>('apiErrors/reportRequested');
