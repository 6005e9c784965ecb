/** The root route '/': no user goes to login, an admin to the admin home, anyone else home. */
import { Navigate } from 'react-router-dom';
import { useSession } from '@/entities/session';
import { SessionFailedScreen } from './lazyShells';
import { paths } from '@/shared/config/paths';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';

export function RootRedirect() {
  const session = useSession();
  if (session.status === 'loading') return <DelayedSpinner minHeight="60vh" />;
  if (session.status === 'failed') return <SessionFailedScreen onRetry={session.retry} />;
  if (!session.user) return <Navigate to={paths.login} replace />;
  return <Navigate to={session.isAdmin ? paths.adminHome : paths.dashboard} replace />;
}
