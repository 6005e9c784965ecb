/**
 * The route-tree layouts of the composition: the root (session bootstrap, scroll to top, the
 * idle-session watcher for logged-in users) and the shell that follows the session (signed-in
 * shell for a user, public shell for a visitor).
 */
import { Outlet } from 'react-router-dom';
import { useSessionBootstrap, useSession } from '@/entities/session';
import { PublicLayout } from './layout/PublicLayout';
import { ScrollToTop } from '@/shared/ui/ScrollToTop';
import { AppShellRoute, IdleWatcher } from './lazyShells';

export function RootLayout() {
  useSessionBootstrap();
  const { status } = useSession();
  return (
    <>
      <ScrollToTop />
      {status === 'ready' && <IdleWatcher />}
      <Outlet />
    </>
  );
}

/** AppLayout when a user is logged in, PublicLayout otherwise (info pages, not-found). */
export function SessionShell() {
  const { status } = useSession();
  // a stored user's shell draws while the session loads, with a spinner for the page (AppLayout);
  // a session that failed to load (it may pass; private screens offer a retry) reads the public
  // pages in the public shell meanwhile
  return status === 'ready' || status === 'loading' ? <AppShellRoute /> : <PublicLayout />;
}
