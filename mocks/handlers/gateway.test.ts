import { call, loginAs } from '@tests/utils/apiClient';

describe('the gateway', () => {
  it('answers a path no operation has with 404 in the API error shape', async () => {
    await loginAs('user@example.com');
    for (const path of ['/nonexistent', '/results.1.5?tzo=0', '/results/12/nothing-here']) {
      const res = await call('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({ code: 404, message: 'Not Found' });
    }
  });

  it('answers a method the path does not have with 404 too', async () => {
    const res = await call('DELETE', '/achievements');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, message: 'Not Found' });
  });

  it('still hands every known operation to its handler', async () => {
    expect((await call('GET', '/achievements')).status).toBe(401);
  });
});
