/**
 * The role of an operation is checked before its request is read: every operation that
 * openapi.yaml declares for some kinds of user only (`x-roles`) answers any other kind 403, even
 * when the request is malformed (a client that may not call an operation learns nothing of its
 * shapes). The order is 401 (no session), 403 (role), 400 (what cannot be decoded), then the
 * handler's rules.
 */
import { operations, type OperationId } from '@/api/generated/operations';
import { call, loginAs } from '../utils/apiClient';

const ACCOUNTS = {
  admin: 'admin@example.com',
  regular: 'user@example.com',
  restricted: 'restricted@example.com',
} as const;
type Kind = keyof typeof ACCOUNTS;

const withRoles = (Object.keys(operations) as OperationId[]).flatMap((id) => {
  const op = operations[id];
  return 'roles' in op ? [{ id, op, roles: op.roles as readonly Kind[] }] : [];
});

/** The operation's path with every parameter written as no id at all. */
const malformedPath = (path: string) => path.replace(/\{\w+\}/g, 'abc');

describe('the role comes before validation', () => {
  it('declares roles for the admin, notification and sharing operations', () => {
    expect(withRoles.length).toBeGreaterThanOrEqual(40);
  });

  it.each((Object.keys(ACCOUNTS) as Kind[]).map((kind) => [kind] as const))(
    'refuses %s every operation not for that kind with 403, malformed or not',
    async (kind) => {
      await loginAs(ACCOUNTS[kind]);
      const wrong: string[] = [];
      for (const { id, op, roles } of withRoles) {
        if (roles.includes(kind)) continue;
        const body = op.method === 'get' || op.method === 'delete' ? undefined : { x: [1, 'y'] };
        const res = await call(op.method.toUpperCase(), `${malformedPath(op.path)}?page=x`, body);
        if (res.status !== 403) wrong.push(`${id}: ${res.status}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('answers the cases of the probe with 403, not 400', async () => {
    await loginAs(ACCOUNTS.regular);
    expect((await call('GET', '/broadcasts/abc')).status).toBe(403);
    expect((await call('POST', '/faq_categories', { categoryName: 1 })).status).toBe(403);
    await loginAs(ACCOUNTS.restricted);
    expect((await call('POST', '/shares/dynamic/analysis', { from: 'x' })).status).toBe(403);
  });

  it('still asks an anonymous caller to log in first (401)', async () => {
    expect((await call('GET', '/broadcasts/abc')).status).toBe(401);
  });

  it('reads the request of a caller the operation is for (400)', async () => {
    await loginAs(ACCOUNTS.admin);
    const res = await call('GET', '/broadcasts/abc');
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      { propertyPath: 'id', message: 'This value should be of type int.' },
    ]);
  });
});
