/**
 * The pseudonym admins see instead of a user's name in result lists and exports. The name
 * itself follows the display-name rule of src/domain/displayName.ts.
 */

/** 'User 0042' for the user with id 42. */
export const anonymousUserOf = (userId: number) => `User ${String(userId).padStart(4, '0')}`;
