/**
 * The heavy parts of the composition load on demand, so a visitor's first page (login) does not
 * download them: the signed-in shell (navigation menu, drawer, profile menu, notification bell
 * and panel, sanitizer), the idle-session watcher (only for logged-in users), the screen of a
 * session that failed to load (rare) and the not-found page.
 */
import { lazy, Suspense } from 'react';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { loadSignedInShell } from './routeLoaders';

const SignedInShell = lazy(loadSignedInShell);
const LazyIdleWatcher = lazy(() =>
  import('@/features/auth/idle/IdleSessionWatcher').then((m) => ({
    default: m.IdleSessionWatcher,
  })),
);

export function AppShellRoute() {
  return (
    <Suspense fallback={<DelayedSpinner minHeight="60vh" />}>
      <SignedInShell />
    </Suspense>
  );
}

const LazySessionFailed = lazy(() =>
  import('@/entities/session/SessionFailed').then((m) => ({ default: m.SessionFailed })),
);

/** The error with Retry while the session could not be loaded (status 'failed'). */
export function SessionFailedScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <Suspense fallback={<DelayedSpinner minHeight="60vh" />}>
      <LazySessionFailed onRetry={onRetry} />
    </Suspense>
  );
}

export function IdleWatcher() {
  return (
    <Suspense fallback={null}>
      <LazyIdleWatcher />
    </Suspense>
  );
}

export const lazyNotFound = () =>
  import('@/shared/ui/NotFoundPage').then((m) => ({ Component: m.NotFoundPage }));
