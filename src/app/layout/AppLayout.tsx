import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { readStoredAdminFlag } from '@/entities/session/storage';
import { isAdminPath } from '@/shared/config/paths';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';
import { AppShell } from './AppShell';
import { displayNameOf } from '@/domain/displayName';
import { NotificationBell } from './NotificationBell';

export interface AppLayoutProps {
  /** The notification panel of the notifications feature, opened from the bell. */
  notificationPanel?: ReactNode;
  /** Starts loading the panel's code before the bell's first click (hover or focus). */
  preloadNotificationPanel?: () => void;
}

/**
 * The signed-in shell as a layout route: the session's user in the shell, the page in the Outlet.
 * A stored user's shell draws at once, before the session has answered (the guards let it),
 * with a spinner where the page will be: the page comes once the session is known. Until then
 * the shell takes the role this tab last stored (the admin flag), or, in a new tab, the one of
 * the address (the back-office under /admin); the user's name and the bell come with the session.
 */
export function AppLayout({ notificationPanel, preloadNotificationPanel }: AppLayoutProps) {
  const { user, isAdmin, status, logout } = useSession();
  const { pathname } = useLocation();
  const ready = status === 'ready';
  const admin = ready ? isAdmin : (readStoredAdminFlag() ?? isAdminPath(pathname));
  return (
    <AppShell
      isAdmin={admin}
      displayName={user ? displayNameOf(user) : ''}
      onLogout={() => void logout()}
      bell={
        <NotificationBell
          enabled={ready && !isAdmin}
          panel={notificationPanel}
          preloadPanel={preloadNotificationPanel}
        />
      }
    >
      {ready ? <Outlet /> : <DelayedSpinner minHeight="60vh" />}
    </AppShell>
  );
}
