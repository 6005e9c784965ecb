/**
 * Route guards (spec 1 section 6): each renders its child routes when the session may see them
 * and otherwise goes to the base route. While a stored user's session loads, the guarded routes'
 * signed-in shell draws (every guarded route sits in it: composeRoutes checks), showing a
 * delayed spinner where the page will be (AppLayout); a visitor's pages wait behind a spinner.
 */
import { Navigate, Outlet } from 'react-router-dom';
import { canAccess, type Policy } from '@/shared/auth/permissions';
import { useSession } from '@/entities/session';
import { SessionFailedScreen } from './lazyShells';
import { paths } from '@/shared/config/paths';
import { DelayedSpinner } from '@/shared/ui/DelayedSpinner';

export function Guard({ policy }: { policy: Policy }) {
  const session = useSession();
  if (policy === 'public') return <Outlet />;
  if (session.status === 'loading')
    return policy === 'guestOnly' ? <DelayedSpinner minHeight="60vh" /> : <Outlet />;
  if (session.status === 'failed') return <SessionFailedScreen onRetry={session.retry} />;
  if (!canAccess(policy, session)) return <Navigate to={paths.root} replace />;
  return <Outlet />;
}

/** Login, register, reset: a logged-in user goes to base. */
export const RequireGuest = () => <Guard policy="guestOnly" />;
/** Private routes: a visitor goes to base. */
export const RequireUser = () => <Guard policy="loggedIn" />;
/** /admin and /admin/*: a non-admin goes to base. */
export const RequireAdmin = () => <Guard policy="adminOnly" />;
