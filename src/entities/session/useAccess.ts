/** The permission flags of the current session (see permissions.ts). */
import { useMemo } from 'react';
import { accessFlags, type AccessFlags } from '@/shared/auth/permissions';
import { useSession } from './useSession';

export function useAccess(): AccessFlags {
  const { user } = useSession();
  return useMemo(() => accessFlags({ user }), [user]);
}
