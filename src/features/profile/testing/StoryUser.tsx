/**
 * Stories: loads a user from the mock (the session's own by default) and renders the card or
 * dialog with it, as the profile page would.
 */
import type { ReactNode } from 'react';
import { useGetUserQuery, type User } from '@/api';
import { useSession } from '@/entities/session';
import { QueryState } from '@/shared/ui/QueryState';

export interface StoryUserArgs {
  /** the profile shown (default: the logged-in user) */
  userId?: number;
  isOwn: boolean;
}

export function WithUser({
  userId,
  children,
}: {
  userId?: number;
  children: (user: User) => ReactNode;
}) {
  const session = useSession();
  const id = userId ?? session.userId;
  const q = useGetUserQuery({ id: id ?? 0 }, { skip: id === null });
  return (
    <div style={{ padding: 24, maxWidth: 900 }}>
      <QueryState isLoading={q.isLoading} error={q.error}>
        {q.data && children(q.data)}
      </QueryState>
    </div>
  );
}
