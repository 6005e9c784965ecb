import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { AppShell } from './AppShell';
import { displayNameOf } from '@/domain/displayName';
import { NotificationBell } from './NotificationBell';

export interface AppLayoutProps {
  /** The notification panel of the notifications feature, opened from the bell. */
  notificationPanel?: ReactNode;
}

/** The signed-in shell as a layout route: the session's user in the shell, the page in the Outlet. */
export function AppLayout({ notificationPanel }: AppLayoutProps) {
  const { user, isAdmin, status, logout } = useSession();
  const bellEnabled = status === 'ready' && !isAdmin;
  return (
    <AppShell
      isAdmin={isAdmin}
      displayName={user ? displayNameOf(user) : ''}
      onLogout={() => void logout()}
      bell={<NotificationBell enabled={bellEnabled} panel={notificationPanel} />}
    >
      <Outlet />
    </AppShell>
  );
}
