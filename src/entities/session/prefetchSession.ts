/**
 * The session's two reads (the user and the parameter list, see useSession) started as soon as
 * the app starts with a stored user id, beside the first page's code, instead of once the
 * route's code has loaded and the first screen renders. They go into the one RTK Query cache,
 * where useSession finds them (in flight or answered). Also answers whether the stored user is
 * an admin, for what only an admin's pages ask for.
 *
 * Each read holds its cache entry until answered, as the screen about to read it will: a
 * session the server no longer knows (404) is then the session's to say, with no notice of a
 * failed read beside it (src/app/apiErrorListener.ts).
 */
import { parametersApi, profileApi } from '@/api';
import { isAdmin } from '@/domain/roles';
import type { StartedRead } from '@/shared/config/featureRoute';
import type { AppDispatch } from '@/shared/store/hooks';

export function prefetchSession(dispatch: AppDispatch, userId: number): StartedRead[] {
  return [
    dispatch(profileApi.endpoints.getUser.initiate({ id: userId })),
    dispatch(parametersApi.endpoints.listParameterOverview.initiate()),
  ];
}

/** Whether the stored user is an admin, once their record has been answered (false on failure). */
export async function storedUserIsAdmin(dispatch: AppDispatch, userId: number): Promise<boolean> {
  const read = dispatch(profileApi.endpoints.getUser.initiate({ id: userId }));
  try {
    const { data } = await read;
    return data?.id === userId && isAdmin(data);
  } finally {
    read.unsubscribe();
  }
}
