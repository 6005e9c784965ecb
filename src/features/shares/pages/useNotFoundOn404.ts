import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { httpStatusOf } from '@/api';
import { paths } from '@/shared/config/paths';
import { reportApiError } from '@/entities/session';
import { useAppDispatch } from '@/shared/store/hooks';

/**
 * A share view's load: an unknown, revoked or expired share (404), or a malformed address
 * (`invalid`), shows the not-found page; any other failure is reported like the central
 * handler does. Returns whether the page is on its way to not-found.
 */
export function useNotFoundOn404(error: unknown, invalid = false): boolean {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notFound = invalid || httpStatusOf(error) === 404;
  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [navigate, notFound]);
  useEffect(() => {
    if (error && httpStatusOf(error) !== 404) dispatch(reportApiError(error));
  }, [dispatch, error]);
  return notFound;
}
