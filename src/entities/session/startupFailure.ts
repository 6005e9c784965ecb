/**
 * Which failure of the calls that start a session (the user, the parameter list) ends it. Only
 * an answer saying the session or the id is not valid does: 401 (the server does not know the
 * session) or 404 (the server gives this id no user). A failure that may pass (a server error,
 * no network, a timeout, 408, 429) keeps the user in: the screen shows the error with a retry.
 */
import { httpStatusOf } from '@/api';

export function endsSession(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 401 || status === 404;
}

/** A failed call of a query that has no data (nothing to show), and the failure keeps the user. */
export function failedToStart(query: { isError: boolean; data?: unknown; error?: unknown }) {
  return query.isError && !query.data && !endsSession(query.error);
}
