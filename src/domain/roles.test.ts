import { operations, type OperationId } from '@/api/generated/operations';
import { may, userKind, type KindAction } from './roles';

const regular = { roles: ['ROLE_USER'] };
const admin = { roles: ['ROLE_USER', 'ROLE_ADMIN'] };
const restricted = { roles: ['ROLE_USER', 'ROLE_RESTRICTED'] };

describe('the kinds of user', () => {
  it('are told by the roles: admin, restricted, else regular', () => {
    expect(userKind(regular)).toBe('regular');
    expect(userKind(admin)).toBe('admin');
    expect(userKind(restricted)).toBe('restricted');
    expect(userKind({ roles: ['ROLE_USER', 'ROLE_ADMIN', 'ROLE_RESTRICTED'] })).toBe('admin');
  });
});

describe('who may do what', () => {
  it.each<[KindAction, boolean, boolean, boolean]>([
    // action, regular, restricted, admin
    ['share', true, false, false],
    ['deleteOwnAccount', true, false, true],
    ['useResultActions', true, false, true],
    ['readNotifications', true, true, false],
    ['manageOtherUsers', false, false, true],
  ])('%s: regular %s, restricted %s, admin %s', (action, r, x, a) => {
    expect(may(regular, action)).toBe(r);
    expect(may(restricted, action)).toBe(x);
    expect(may(admin, action)).toBe(a);
    expect(may(null, action)).toBe(false);
  });

  // the contract's x-roles (checked by the mock before a request is read) say the same
  it.each<[KindAction, OperationId[]]>([
    ['share', ['createShare', 'revokeShare', 'listMyShareLinks', 'getResultShareLinks']],
    ['useResultActions', ['createAnalysis', 'deleteResults']],
    ['readNotifications', ['listNotifications', 'readNotification']],
  ])('%s is what the contract allows for %j', (action, ids) => {
    const kinds = Object.entries({ admin, regular, restricted })
      .filter(([, user]) => may(user, action))
      .map(([kind]) => kind);
    for (const id of ids) {
      const op = operations[id];
      expect('roles' in op ? [...op.roles].sort() : null, id).toEqual(kinds);
    }
  });
});
