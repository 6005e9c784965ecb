/**
 * The one policy map of the app (Ant Design Pro's access.ts): routes, menus and buttons ask
 * here. Who may do what is the domain's rule (src/domain/roles.ts), which the mock handlers
 * enforce too, so hiding a control is never the only guard.
 */

import type { User } from '@/api';
import { isAdmin, may } from '@/domain/roles';

export type Policy = 'public' | 'guestOnly' | 'loggedIn' | 'adminOnly';

/** What a policy check needs to know about the session. */
export interface AccessSubject {
  user: User | null;
}

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
      return isAdmin(session.user);
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
  return {
    canShare: may(user, 'share'),
    canDeleteOwnAccount: may(user, 'deleteOwnAccount'),
    canUseResultActions: may(user, 'useResultActions'),
    hasNotificationBell: may(user, 'readNotifications'),
    canManageOtherUsers: may(user, 'manageOtherUsers'),
  };
}
