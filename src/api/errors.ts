/**
 * The central error handler (spec 1 section 8). Every rejected API call is described by
 * `describeApiError`; the listener clears notifications, shows the message, and on 401 ends
 * the session locally. Calls whose screens show their errors inline are left alone.
 */
import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { endSession } from '@/shared/auth/sessionActions';
import { selectUserId, type SessionState } from '@/shared/auth/sessionSlice';
import { notify } from '@/shared/ui/notify';

export interface ApiErrorDescription {
  level: 'error' | 'info';
  message: string;
  logout: boolean;
}

export const MESSAGES = {
  server: 'Internal Server Error',
  invalid: 'Invalid Request',
  network: 'Network Error. Please check your internet connection.',
  unknown: 'An unknown error occurred.',
} as const;

/** Endpoints whose screens show their errors themselves (forms, uploads). */
export const inlineErrorEndpoints: ReadonlySet<string> = new Set([
  'login',
  'register',
  'confirmRegistration',
  'requestPasswordReset',
  'validateResetToken',
  'resetPassword',
  'updatePassword',
  'uploadUserImage',
  'createAnalysis',
  'updateAnalysis',
  // result detail: 404 -> not-found page, edit violations onto fields
  'getResult',
  'updateResult',
  // dashboard package dialog: violations onto its fields
  'createTestStripPackage',
  'updateTestStripPackage',
]);

/** Endpoints whose failure is ignored on purpose (logout ends the session locally anyway). */
export const quietEndpoints: ReadonlySet<string> = new Set(['logout']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export interface ApiViolation {
  propertyPath: string;
  message: string;
}

/** The `violations` of a failed call (400/422 bodies of the server); empty when there are none. */
export function violationsOf(error: unknown): ApiViolation[] {
  const data = isObject(error) ? error.data : undefined;
  if (!isObject(data) || !Array.isArray(data.violations)) return [];
  return data.violations.filter(
    (v): v is ApiViolation =>
      isObject(v) && typeof v.propertyPath === 'string' && typeof v.message === 'string',
  );
}

function textOf(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
}

function firstViolation(data: unknown): string | null {
  if (!isObject(data) || !Array.isArray(data.violations)) return null;
  const first: unknown = data.violations[0];
  return isObject(first) ? textOf(first.message) : null;
}

/** The HTTP status of an RTK Query error, also for bodies that failed to parse. */
function httpStatus(error: Record<string, unknown>): number | null {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return error.originalStatus;
  }
  return null;
}

export function describeApiError(error: unknown): ApiErrorDescription {
  const fail = (message: string): ApiErrorDescription => ({
    level: 'error',
    message,
    logout: false,
  });
  if (!isObject(error)) return fail(MESSAGES.unknown);
  if (error.status === 'FETCH_ERROR') return fail(MESSAGES.network);
  const status = httpStatus(error);
  if (status === null) return fail(MESSAGES.unknown);
  if (status >= 500) return fail(MESSAGES.server);
  if (status === 401) {
    const message = isObject(error.data) ? textOf(error.data.message) : null;
    return { level: 'info', message: message ?? MESSAGES.unknown, logout: true };
  }
  if (status >= 400) return fail(firstViolation(error.data) ?? MESSAGES.invalid);
  return fail(MESSAGES.unknown);
}

function endpointOf(action: { meta?: unknown }): string | null {
  const meta = action.meta;
  if (!isObject(meta) || !isObject(meta.arg)) return null;
  return textOf(meta.arg.endpointName);
}

function isAbort(error: unknown) {
  return isObject(error) && error.status === 'FETCH_ERROR' && /abort/i.test(String(error.error));
}

/** Requests whose failure one screen shows itself (see unwrapInline). */
const inlineRequests = new Set<string>();

/**
 * `unwrap()` for one call whose failure this screen shows itself, while the same endpoint keeps
 * the central handling elsewhere: `await unwrapInline(resend({ ... }))`.
 */
export async function unwrapInline<T>(call: { requestId: string; unwrap(): Promise<T> }) {
  inlineRequests.add(call.requestId);
  try {
    return await call.unwrap();
  } finally {
    inlineRequests.delete(call.requestId);
  }
}

function requestIdOf(action: { meta?: unknown }): string | null {
  return isObject(action.meta) ? textOf(action.meta.requestId) : null;
}

export const apiErrorListener = createListenerMiddleware();

apiErrorListener.startListening({
  predicate: (action) => isRejectedWithValue(action) && action.type.startsWith('api/'),
  effect: (action, listenerApi) => {
    if (!isRejectedWithValue(action)) return;
    const endpoint = endpointOf(action);
    if (!endpoint || inlineErrorEndpoints.has(endpoint) || quietEndpoints.has(endpoint)) return;
    const requestId = requestIdOf(action);
    if (requestId && inlineRequests.has(requestId)) return;
    if (isAbort(action.payload)) return;
    const { level, message, logout } = describeApiError(action.payload);
    notify.destroyAll();
    notify[level](message);
    const state = listenerApi.getState() as { session: SessionState };
    if (logout && selectUserId(state) !== null) endSession(listenerApi.dispatch);
  },
});

export const apiErrorMiddleware = apiErrorListener.middleware;
