/**
 * The session as components see it (spec 1 "Context: currentUser, login, logout, setUser,
 * allParameter"). The user and the parameter list come from the RTK Query cache; only the id is
 * UI state. Use inside the router (logout navigates to the root).
 */
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useGetUserQuery,
  useListParameterOverviewQuery,
  useLogoutMutation,
  type ParameterListItem,
  type User,
  profileApi,
} from '@/api';
import { paths } from '@/shared/config/paths';
import { isAdmin, isRestricted } from '@/domain/roles';
import { endSession, startSession } from './sessionActions';
import { failedToStart } from './startupFailure';
import { selectUserId } from './sessionSlice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

/**
 * 'failed': a call the session needs failed in a way that may pass (a server error, no
 * network): the user stays in, the screens offer `retry` (see startupFailure.ts).
 */
export type SessionStatus = 'anonymous' | 'loading' | 'failed' | 'ready';

export interface Session {
  user: User | null;
  userId: number | null;
  isAdmin: boolean;
  isRestricted: boolean;
  status: SessionStatus;
  parameters: ParameterListItem[];
  login(userId: number): void;
  logout(): Promise<void>;
  setUser(user: User): void;
  /** asks again for what the session failed to load (status 'failed') */
  retry(): void;
}

const NO_PARAMETERS: ParameterListItem[] = [];

/** The two queries a session needs; shared by useSession and the bootstrap. */
export function useSessionQueries() {
  const userId = useAppSelector(selectUserId);
  const skip = userId === null;
  const userQuery = useGetUserQuery({ id: userId ?? 0 }, { skip });
  const parametersQuery = useListParameterOverviewQuery(undefined, { skip });
  return { userId, userQuery, parametersQuery };
}

export function useSession(): Session {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logoutCall] = useLogoutMutation();
  const { userId, userQuery, parametersQuery } = useSessionQueries();

  const user = userId !== null && userQuery.data?.id === userId ? userQuery.data : null;
  const parameters = (userId !== null && parametersQuery.data) || NO_PARAMETERS;
  const failed = failedToStart(userQuery) || failedToStart(parametersQuery);
  const status: SessionStatus =
    userId === null
      ? 'anonymous'
      : user && parametersQuery.data
        ? 'ready'
        : failed
          ? 'failed'
          : 'loading';

  const login = useCallback((id: number) => startSession(dispatch, id), [dispatch]);

  const logout = useCallback(async () => {
    try {
      await logoutCall().unwrap();
    } catch {
      // The session ends locally whatever the server answers.
    }
    endSession(dispatch);
    navigate(paths.root);
  }, [dispatch, logoutCall, navigate]);

  const setUser = useCallback(
    (next: User) => {
      dispatch(profileApi.util.upsertQueryData('getUser', { id: next.id }, next));
    },
    [dispatch],
  );

  const { refetch: refetchUser } = userQuery;
  const { refetch: refetchParameters } = parametersQuery;
  const userFailed = failedToStart(userQuery);
  const parametersFailed = failedToStart(parametersQuery);
  const retry = useCallback(() => {
    if (userFailed) void refetchUser();
    if (parametersFailed) void refetchParameters();
  }, [userFailed, parametersFailed, refetchUser, refetchParameters]);

  return useMemo(
    () => ({
      user,
      userId,
      isAdmin: isAdmin(user),
      isRestricted: isRestricted(user),
      status,
      parameters,
      login,
      logout,
      setUser,
      retry,
    }),
    [user, userId, status, parameters, login, logout, setUser, retry],
  );
}
