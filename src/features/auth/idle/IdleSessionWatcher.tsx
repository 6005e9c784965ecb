/**
 * Mounted for logged-in users (src/app/layouts.tsx): runs the idle timer and shows the
 * 'Are you still here?' dialog; when the time is up the session ends (logout, then the root).
 */
import { useCallback } from 'react';
import { useSession } from '@/entities/session';
import { IdleSessionDialog } from './IdleSessionDialog';
import { useIdleSettings, type IdleSettings } from './idleSettings';
import { useIdleSession } from './useIdleSession';

export function IdleSessionWatcher(props: Partial<IdleSettings>) {
  const settings = { ...useIdleSettings(), ...props };
  const { logout } = useSession();
  const onIdle = useCallback(() => void logout(), [logout]);
  const idle = useIdleSession({ ...settings, onIdle });
  return (
    <IdleSessionDialog
      open={idle.status === 'prompted'}
      seconds={idle.remainingSeconds}
      onStillHere={idle.stillHere}
    />
  );
}
