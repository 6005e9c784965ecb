/**
 * The route loaders: code and data in parallel. When the app starts with a stored user, the root
 * route asks for the session (the user and the parameter list) and starts loading the signed-in
 * shell at once; each page's route asks for its first data beside its code (React Router runs a
 * route's loader while its lazy module loads): a public page's FeatureRoute.prefetch at once, a
 * signed-in page's (PagePrefetches) once the shell's chunk that carries them has arrived, still
 * before the page's code has loaded and rendered (a list's, whose arguments are the user's saved
 * settings, once the session has answered too). Nothing waits for them:
 * a loader starts reads into the RTK Query cache the screens read and answers at once, so the
 * pages render as before and find their data in flight or answered.
 */
import type { LoaderFunction } from 'react-router-dom';
import { prefetchSession, storedUserIsAdmin } from '@/entities/session/prefetchSession';
import { selectUserId } from '@/entities/session/sessionSlice';
import type { FeatureRoute, StartedRead } from '@/shared/config/featureRoute';
import { routeReads } from './apiErrorListener';
import type { AppStore } from './store';

/** The signed-in shell's chunk: a stored user sees it on every page but the auth screens. */
export const loadSignedInShell = () => import('./SignedInShell');

/**
 * A started read holds its cache entry until answered, then lets it go: the screen, rendered by
 * then or soon, holds it from there (an entry nobody holds stays a minute, RTK Query's default).
 * A page's read (`pages`) fails for its page to say (routeReads in ./apiErrorListener): the page,
 * whose code may still be loading, asks again and shows the failure in place. The session's
 * reads are not: the entry's guards read the session at once, and its failure is said as
 * without the loader (the central handler's notice beside the session's error and Retry).
 */
function release(reads: StartedRead[], pages = true) {
  for (const read of reads) {
    if (pages) routeReads.add(read.requestId);
    const done = () => {
      routeReads.delete(read.requestId);
      read.unsubscribe();
    };
    read.then(done, done);
  }
}

export function rootLoader(store: AppStore): LoaderFunction {
  return () => {
    const userId = selectUserId(store.getState());
    if (userId !== null) {
      release(prefetchSession(store.dispatch, userId), false);
      void loadSignedInShell();
    }
    return null;
  };
}

/**
 * A route's loader, or none (a guest-only page, a public page without prefetch). It asks for the
 * page's first data where the route's policy lets the stored session in: every visitor on a
 * public page, a stored user on a private one, and on an admin's page once the stored user's
 * record says they are an admin (a user sent away from it asks for nothing).
 */
export function routeLoader(
  store: AppStore,
  { policy, path, prefetch }: FeatureRoute,
): LoaderFunction | undefined {
  const { dispatch } = store;
  if (policy === 'guestOnly' || (policy === 'public' && !prefetch)) return undefined;
  if (prefetch)
    return ({ params }) => {
      release(prefetch({ params, dispatch, userId: selectUserId(store.getState()) }));
      return null;
    };
  return ({ params }) => {
    const userId = selectUserId(store.getState());
    if (userId === null) return null;
    const run = async () => {
      const pagePrefetch = (await loadSignedInShell()).pagePrefetches[path];
      if (!pagePrefetch) return;
      if (policy === 'adminOnly' && !(await storedUserIsAdmin(dispatch, userId))) return;
      release(await pagePrefetch({ params, dispatch, userId }));
    };
    // a shell that failed to load is the shell's to say (its lazy component throws)
    run().catch(() => undefined);
    return null;
  };
}
