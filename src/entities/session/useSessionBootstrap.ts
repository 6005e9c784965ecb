/**
 * Mounted once at the top of the route tree (session bootstrap): a stored user id loads the
 * user and the parameter list; if either fails before the session is ready, the stored id is
 * cleared. A user record answered for another id than the stored one (a server that lost or
 * replaced the account) cannot start a session either: the session is cleared with a notice,
 * so the private pages send the visitor to the login instead of waiting forever. Also keeps the
 * admin flag in sessionStorage ('isUserAdmin').
 */
import { useEffect } from 'react';
import { notify } from '@/shared/ui/notify';
import { isAdminUser } from '@/shared/auth/permissions';
import { endSession } from './sessionActions';
import { storeAdminFlag } from '@/shared/auth/storage';
import { useSessionQueries } from './useSession';
import { useAppDispatch } from '@/shared/store/hooks';

export const SESSION_NOT_RESTORED = 'Your session could not be restored. Please log in again.';

export function useSessionBootstrap() {
  const dispatch = useAppDispatch();
  const { userId, userQuery, parametersQuery } = useSessionQueries();
  const user = userId !== null && userQuery.data?.id === userId ? userQuery.data : null;
  const failedBeforeReady =
    userId !== null &&
    ((userQuery.isError && !userQuery.data) || (parametersQuery.isError && !parametersQuery.data));
  // currentData belongs to the id asked for now (data may still be the previous user's)
  const answered = userQuery.currentData;
  const mismatch = userId !== null && answered !== undefined && answered.id !== userId;

  useEffect(() => {
    if (failedBeforeReady) endSession(dispatch);
  }, [failedBeforeReady, dispatch]);

  useEffect(() => {
    if (!mismatch) return;
    endSession(dispatch);
    notify.info(SESSION_NOT_RESTORED);
  }, [mismatch, dispatch]);

  useEffect(() => {
    if (user) storeAdminFlag(isAdminUser(user));
  }, [user]);
}
