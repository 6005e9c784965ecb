import { API, call, loginAs } from '@tests/utils/apiClient';

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

  it('answers /api itself with 404, and a path that is no valid percent-encoding with 400', async () => {
    const bare = await fetch('http://localhost/api');
    expect([bare.status, await bare.json()]).toEqual([404, { code: 404, message: 'Not Found' }]);
    for (const path of ['/analyses/%E0%A4%A', '/results/%c0%ae', '/%c0%ae%c0%ae/users']) {
      const res = await call('GET', path);
      expect([path, res.status, res.body]).toEqual([
        path,
        400,
        { code: 400, message: 'Bad Request: the path is not valid percent-encoding.' },
      ]);
    }
  });

  it('takes a body only as JSON: text/plain gets 415 and changes nothing', async () => {
    const userId = await loginAs('user@example.com');
    const sent = (type: string) =>
      fetch(`${API}/users/${userId}`, {
        method: 'PUT',
        headers: { 'content-type': type },
        body: JSON.stringify({ firstName: 'Plain' }),
      });
    const plain = await sent('text/plain;charset=UTF-8');
    expect([plain.status, await plain.json()]).toEqual([
      415,
      {
        code: 415,
        message:
          'The content-type "text/plain" is not supported. Supported MIME types are "application/json".',
      },
    ]);
    expect((await call('GET', `/users/${userId}`)).body.firstName).not.toBe('Plain');
    expect((await sent('application/json; charset=utf-8')).status).toBe(200);
  });
});
