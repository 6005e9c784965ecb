/**
 * What a failed API call means, as plain data: the catalogue text the central error handler
 * shows for it (status 500 and above 'Internal Server Error'; 401 the server's message as info
 * and the end of the session; other 4xx the first violation's message or 'Invalid Request'; a
 * network failure 'Network Error. Please check your internet connection.'; anything else
 * 'An unknown error occurred.'), its HTTP status and its `violations`. Nothing here shows or
 * dispatches anything: src/entities/session/reportApiError reports, src/app listens.
 */

export interface ApiErrorDescription {
  level: 'error' | 'info';
  message: string;
  /** a 401: the session is over */
  logout: boolean;
}

export const MESSAGES = {
  server: 'Internal Server Error',
  invalid: 'Invalid Request',
  network: 'Network Error. Please check your internet connection.',
  unknown: 'An unknown error occurred.',
} as const;

export interface ApiViolation {
  propertyPath: string;
  message: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function textOf(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v : null;
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

/** The HTTP status of a failed call (also when its body failed to parse), or null. */
export function httpStatusOf(error: unknown): number | null {
  if (!isObject(error)) return null;
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
    return error.originalStatus;
  }
  return null;
}

/** A request the app itself cancelled (a component went away): nothing to report. */
export function isAbortError(error: unknown): boolean {
  return isObject(error) && error.status === 'FETCH_ERROR' && /abort/i.test(String(error.error));
}

export function describeApiError(error: unknown): ApiErrorDescription {
  const fail = (message: string): ApiErrorDescription => ({
    level: 'error',
    message,
    logout: false,
  });
  if (!isObject(error)) return fail(MESSAGES.unknown);
  if (error.status === 'FETCH_ERROR') return fail(MESSAGES.network);
  const status = httpStatusOf(error);
  if (status === null) return fail(MESSAGES.unknown);
  if (status >= 500) return fail(MESSAGES.server);
  if (status === 401) {
    const message = isObject(error.data) ? textOf(error.data.message) : null;
    return { level: 'info', message: message ?? MESSAGES.unknown, logout: true };
  }
  if (status >= 400) return fail(violationsOf(error)[0]?.message ?? MESSAGES.invalid);
  return fail(MESSAGES.unknown);
}
