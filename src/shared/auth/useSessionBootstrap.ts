/**
 * Mounted once at the top of the route tree (spec 1 section 4, session bootstrap): a stored user
 * id loads the user and the parameter list; if either fails before the session is ready, the
 * stored id is cleared. Also keeps the admin flag in sessionStorage ('isUserAdmin').
 */
import { useEffect } from 'react';
import { isAdminUser } from './permissions';
import { endSession } from './sessionActions';
import { storeAdminFlag } from './storage';
import { useSessionQueries } from './useSession';
import { useAppDispatch } from '@/shared/store/hooks';

export function useSessionBootstrap() {
  const dispatch = useAppDispatch();
  const { userId, userQuery, parametersQuery } = useSessionQueries();
  const user = userId !== null && userQuery.data?.id === userId ? userQuery.data : null;
  const failedBeforeReady =
    userId !== null &&
    ((userQuery.isError && !userQuery.data) || (parametersQuery.isError && !parametersQuery.data));

  useEffect(() => {
    if (failedBeforeReady) endSession(dispatch);
  }, [failedBeforeReady, dispatch]);

  useEffect(() => {
    if (user) storeAdminFlag(isAdminUser(user));
  }, [user]);
}
