/**
 * The stored user's session once answered, for the reads whose arguments come from it (a list's
 * settings saved on the user's record: entities/list-settings/settingsListPrefetch.ts). Apart
 * from prefetchSession.ts, which the app's entry loads: only the signed-in shell needs this.
 */
import { parametersApi, profileApi, type ParameterListItem, type User } from '@/api';
import type { AppDispatch } from '@/shared/store/hooks';

/** The stored user's session as useSession reads it once ready: the user and the parameter list. */
export interface StoredSession {
  user: User;
  parameters: ParameterListItem[];
}

/**
 * The stored user's session once both its reads have answered (those in flight, started by
 * prefetchSession, are joined, not asked again), or null when one failed or the record answered
 * is not the stored user's: the guards then show no page that could use it.
 */
export async function storedSession(
  dispatch: AppDispatch,
  userId: number,
): Promise<StoredSession | null> {
  const userRead = dispatch(profileApi.endpoints.getUser.initiate({ id: userId }));
  const parametersRead = dispatch(parametersApi.endpoints.listParameterOverview.initiate());
  try {
    const [{ data: user }, { data: parameters }] = await Promise.all([userRead, parametersRead]);
    return user?.id === userId && parameters ? { user, parameters } : null;
  } finally {
    userRead.unsubscribe();
    parametersRead.unsubscribe();
  }
}
