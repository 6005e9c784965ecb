import { accessFlags, canAccess, type Policy } from './permissions';
import type { User } from '@/api';

const user = (roles: string[]) => ({ id: 1, email: 'a@b.c', roles }) as unknown as User;

const visitor = { user: null };
const regular = { user: user(['ROLE_USER']) };
const admin = { user: user(['ROLE_USER', 'ROLE_ADMIN']) };
const restricted = { user: user(['ROLE_USER', 'ROLE_RESTRICTED']) };

describe('canAccess', () => {
  it.each<[Policy, boolean, boolean, boolean]>([
    ['public', true, true, true],
    ['guestOnly', true, false, false],
    ['loggedIn', false, true, true],
    ['adminOnly', false, false, true],
  ])('%s: visitor %s, user %s, admin %s', (policy, v, u, a) => {
    expect(canAccess(policy, visitor)).toBe(v);
    expect(canAccess(policy, regular)).toBe(u);
    expect(canAccess(policy, admin)).toBe(a);
  });
});

describe('accessFlags', () => {
  it('regular users share, delete themselves, use result actions and get the bell', () => {
    expect(accessFlags(regular)).toEqual({
      canShare: true,
      canDeleteOwnAccount: true,
      canUseResultActions: true,
      hasNotificationBell: true,
      canManageOtherUsers: false,
    });
  });

  it('the restricted kind has no sharing, self-delete or result actions', () => {
    expect(accessFlags(restricted)).toMatchObject({
      canShare: false,
      canDeleteOwnAccount: false,
      canUseResultActions: false,
      hasNotificationBell: true,
    });
  });

  it('admins have no bell, do not share and manage other users', () => {
    expect(accessFlags(admin)).toMatchObject({
      canShare: false,
      hasNotificationBell: false,
      canManageOtherUsers: true,
    });
  });

  it('visitors have nothing', () => {
    expect(Object.values(accessFlags(visitor)).every((f) => f === false)).toBe(true);
  });
});
