/**
 * Mounted once at the top of the route tree (session bootstrap): a stored user id loads the
 * user and the parameter list; if either fails before the session is ready with an answer that
 * ends the session (401, 404: startupFailure.ts), the stored id is cleared (after a 404, with a
 * notice saying the session could not be restored). A failure that may pass (a server error, no
 * network) keeps it: the session is 'failed' and the screens offer a retry. A user record
 * answered for another id than the stored one (a server that lost or replaced the account)
 * cannot start a session either: the session is cleared with a notice, so the private pages send
 * the visitor to the login instead of waiting forever. Also keeps the admin flag in
 * sessionStorage ('isUserAdmin').
 */
import { useEffect } from 'react';
import { httpStatusOf } from '@/api';
import { notify } from '@/shared/ui/notify';
import { isAdmin } from '@/domain/roles';
import { endSession } from './sessionActions';
import { storeAdminFlag } from './storage';
import { endsSession } from './startupFailure';
import { useSessionQueries } from './useSession';
import { useAppDispatch } from '@/shared/store/hooks';

export const SESSION_NOT_RESTORED = 'Your session could not be restored. Please log in again.';

export function useSessionBootstrap() {
  const dispatch = useAppDispatch();
  const { userId, userQuery, parametersQuery } = useSessionQueries();
  const user = userId !== null && userQuery.data?.id === userId ? userQuery.data : null;
  const ends = (q: { isError: boolean; data?: unknown; error?: unknown }) =>
    q.isError && !q.data && endsSession(q.error);
  const failedBeforeReady = userId !== null && (ends(userQuery) || ends(parametersQuery));
  // currentData belongs to the id asked for now (data may still be the previous user's)
  const answered = userQuery.currentData;
  const mismatch = userId !== null && answered !== undefined && answered.id !== userId;

  // a stored id the server gives no user (404): no notice reports a record a screen reads that
  // is not there (src/app/apiErrorListener.ts), so this one says why the session ended
  const noSuchUser =
    userId !== null &&
    userQuery.isError &&
    !userQuery.data &&
    httpStatusOf(userQuery.error) === 404;

  useEffect(() => {
    if (!failedBeforeReady) return;
    endSession(dispatch);
    if (noSuchUser) notify.info(SESSION_NOT_RESTORED);
  }, [failedBeforeReady, noSuchUser, dispatch]);

  useEffect(() => {
    if (!mismatch) return;
    endSession(dispatch);
    notify.info(SESSION_NOT_RESTORED);
  }, [mismatch, dispatch]);

  useEffect(() => {
    if (user) storeAdminFlag(isAdmin(user));
  }, [user]);
}
