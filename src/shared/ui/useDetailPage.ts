/**
 * The skeleton of a detail page (a result, an analysis, a notification, a share ...): the
 * record's id from the address, the not-found page for an address that names no record or a
 * record the server does not know (404), and the props of the page's QueryState.
 */
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { httpStatusOf } from '@/api/errors';
import { paths } from '@/shared/config/paths';
import { recordIdOf } from '@/shared/lib/recordId';

/** The route parameter `name` (default `id`) as a record id, or null when it is none. */
export function useRouteId(name = 'id'): number | null {
  return recordIdOf(useParams()[name]);
}

export interface DetailQuery {
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface DetailPageOptions {
  /** the address names no record (a malformed id): not found without asking the server */
  invalid?: boolean;
  /** statuses that mean "no such page" (default 404) */
  notFoundOn?: readonly number[];
  /** the record is being deleted on this page: its 404 is expected, the page stays */
  leaving?: boolean;
  /** reports any other failure (for queries whose endpoint leaves reporting to the screen) */
  report?: (error: unknown) => void;
}

/**
 * Sends a record that is not found to the not-found page and reports other failures (when
 * `report` is given). Returns whether the page is on its way to not-found and the props of its
 * QueryState: loading meanwhile, the error state with Retry once a load failed.
 */
export function useDetailPage(query: DetailQuery, options: DetailPageOptions = {}) {
  const { invalid = false, notFoundOn = NOT_FOUND, leaving = false, report } = options;
  const navigate = useNavigate();
  const status = httpStatusOf(query.error);
  const notFound = invalid || (status !== null && notFoundOn.includes(status));
  useEffect(() => {
    if (notFound && !leaving) void navigate(paths.notFound, { replace: true });
  }, [navigate, notFound, leaving]);
  const failure = notFound ? undefined : query.error;
  useEffect(() => {
    if (failure && report) report(failure);
  }, [failure, report]);
  return {
    notFound,
    state: {
      isLoading: query.isLoading || notFound,
      error: query.isFetching ? undefined : failure,
      onRetry: () => void query.refetch(),
      minHeight: '60vh',
    },
  };
}

const NOT_FOUND = [404];
