/**
 * The one policy map of the app (Ant Design Pro's access.ts): routes, menus and buttons ask
 * here. The mock handlers enforce the same rules, so hiding a control is never the only guard.
 */

import type { User } from '@/api';

export type Policy = 'public' | 'guestOnly' | 'loggedIn' | 'adminOnly';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_RESTRICTED = 'ROLE_RESTRICTED';

/** What a policy check needs to know about the session. */
export interface AccessSubject {
  user: User | null;
}

export const hasRole = (user: User | null, role: string) => !!user?.roles.includes(role);
export const isAdminUser = (user: User | null) => hasRole(user, ROLE_ADMIN);
export const isRestrictedUser = (user: User | null) => hasRole(user, ROLE_RESTRICTED);

/** Whether a route with this policy may be shown to the session (spec 1 section 6). */
export function canAccess(policy: Policy, session: AccessSubject): boolean {
  switch (policy) {
    case 'public':
      return true;
    case 'guestOnly':
      return !session.user;
    case 'loggedIn':
      return !!session.user;
    case 'adminOnly':
      return isAdminUser(session.user);
  }
}

export interface AccessFlags {
  /** Share panels and share buttons (hidden for the restricted kind and for admins). */
  canShare: boolean;
  /** The self-delete button on the own profile (hidden for the restricted kind). */
  canDeleteOwnAccount: boolean;
  /** Analysis and delete actions on result lists (hidden for the restricted kind). */
  canUseResultActions: boolean;
  /** Notification bell in the header: regular users only, admins have none. */
  hasNotificationBell: boolean;
  /** Viewing, editing and deleting other users' profiles. */
  canManageOtherUsers: boolean;
}

export function accessFlags(session: AccessSubject): AccessFlags {
  const { user } = session;
  const regular = !!user && !isRestrictedUser(user);
  return {
    canShare: regular && !isAdminUser(user),
    canDeleteOwnAccount: regular,
    canUseResultActions: regular,
    hasNotificationBell: !!user && !isAdminUser(user),
    canManageOtherUsers: isAdminUser(user),
  };
}
