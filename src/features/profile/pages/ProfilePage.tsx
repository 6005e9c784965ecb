/**
 * The profile (spec 1 section 2.8): /profile is the own profile, /profile/:id another user's for
 * admins (the server answers 404 to anyone else). A user the server does not have (404: a dead
 * link, or a non-admin's look at someone else) shows the not-found page; any other failed load of
 * another user's profile shows the central error notification and goes to the admin users list
 * (non-admins, who cannot enter it, go to base).
 */
import { Flex } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { httpStatusOf, useGetUserQuery } from '@/api';
import { useSession } from '@/entities/session';
import { paths } from '@/shared/config/paths';
import { displayNameOf } from '@/domain/displayName';
import { recordIdOf } from '@/shared/lib/recordId';
import { BackTitle } from '@/shared/ui/BackTitle';
import { QueryState } from '@/shared/ui/QueryState';
import { ProfileView } from '../components/ProfileView';

/** The id of the profile shown: the route's, else the session's; null when not a valid id. */
export function profileTargetId(param: string | undefined, sessionUserId: number | null) {
  return param === undefined ? sessionUserId : recordIdOf(param);
}

export function ProfilePage() {
  const { id: param } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const targetId = profileTargetId(param, session.userId);
  const isOwn = targetId !== null && targetId === session.userId;
  const query = useGetUserQuery({ id: targetId ?? 0 }, { skip: targetId === null });
  const failed = !isOwn && query.isError;
  const unknown = failed && httpStatusOf(query.error) === 404;

  useEffect(() => {
    if (!failed) return;
    const away = unknown ? paths.notFound : session.isAdmin ? paths.adminUsers : paths.root;
    navigate(away, { replace: true });
  }, [failed, unknown, navigate, session.isAdmin]);

  if (targetId === null) return <Navigate to={paths.notFound} replace />;
  const user = query.data?.id === targetId ? query.data : undefined;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <BackTitle
        title={isOwn || !user ? 'Profile' : `Profile of ${displayNameOf(user)}`}
        backLabel="Back to users"
        onBack={!isOwn && session.isAdmin ? () => navigate(paths.adminUsers) : undefined}
      />
      <QueryState
        isLoading={!user && !query.isError}
        error={isOwn ? query.error : undefined}
        onRetry={() => void query.refetch()}
        minHeight="50vh"
      >
        {user && <ProfileView user={user} isOwn={isOwn} />}
      </QueryState>
    </Flex>
  );
}
