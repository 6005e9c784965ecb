/**
 * Who may do what. A user holds roles (ROLE_USER, and ROLE_ADMIN or ROLE_RESTRICTED); they make
 * three kinds of user: an admin, a restricted user (a regular account with some actions taken
 * away) and a regular user (neither). The contract names the kinds an operation is for
 * (openapi.yaml's `x-roles`, checked by the mock before a request is read); the screens hide
 * what a kind may not do, and the mock refuses it (403), so a hidden button is never the only
 * guard. What a restricted user may not do: share (a link or by mail), delete their own
 * account, or use the result actions (create an analysis, add results to one or remove them,
 * delete results).
 */

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_RESTRICTED = 'ROLE_RESTRICTED';

/** The kinds of user (openapi.yaml's `x-roles` names them so). */
export type UserKind = 'admin' | 'restricted' | 'regular';

/** Anything that holds roles: the API's User, the mock's user record. */
export interface HasRoles {
  roles: readonly string[];
}

export const hasRole = (user: HasRoles | null | undefined, role: string): boolean =>
  !!user?.roles.includes(role);
export const isAdmin = (user: HasRoles | null | undefined) => hasRole(user, ROLE_ADMIN);
export const isRestricted = (user: HasRoles | null | undefined) => hasRole(user, ROLE_RESTRICTED);

/** The kind of a user: admin before restricted (an admin is never restricted). */
export function userKind(user: HasRoles): UserKind {
  if (isAdmin(user)) return 'admin';
  return isRestricted(user) ? 'restricted' : 'regular';
}

/**
 * The actions only some kinds may take, and those kinds (every other action is open to any
 * signed-in user, and the records' own rules decide: the owner, an admin).
 */
export const KINDS_THAT_MAY = {
  /** share a result or an analysis, manage the own links (admins share nothing either) */
  share: ['regular'],
  /** delete the own account */
  deleteOwnAccount: ['admin', 'regular'],
  /** create analyses, add results to them or remove them, delete results */
  useResultActions: ['admin', 'regular'],
  /** read the notifications (broadcasts) sent to users; admins write them instead */
  readNotifications: ['regular', 'restricted'],
  /** view, edit and delete other users' accounts */
  manageOtherUsers: ['admin'],
} as const satisfies Record<string, readonly UserKind[]>;

export type KindAction = keyof typeof KINDS_THAT_MAY;

/** Whether the user (none: a visitor, who may none of them) may take the action. */
export function may(user: HasRoles | null | undefined, action: KindAction): boolean {
  const kinds: readonly UserKind[] = KINDS_THAT_MAY[action];
  return !!user && kinds.includes(userKind(user));
}
