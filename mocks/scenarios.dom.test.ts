import { http, HttpResponse } from 'msw';
import { call } from '@tests/utils/apiClient';
import { startStorySession } from './controls/storySession';
import { db, getSettings } from './db/store';
import { server } from './node';
import { EMPTY_SCENARIO_USER, errorHandlers, loadingHandlers, scenarios } from './scenarios';

function userId(email: string) {
  const user = db().users.find((u) => u.email === email);
  if (!user) throw new Error(email);
  return user.id;
}

describe('scenarios', () => {
  it('failing() forces a failure on one operation, 500 by default', async () => {
    const id = startStorySession('user@example.com')!.userId;
    expect((await call('GET', `/users/${id}`)).status).toBe(200);
    scenarios.failing('getUser');
    expect(getSettings().failures).toEqual({ getUser: '500' });
    expect((await call('GET', `/users/${id}`)).status).toBe(500);
  });

  it("failing(id, 'malformed') answers 200 with a body the contract does not describe", async () => {
    const id = startStorySession('user@example.com')!.userId;
    scenarios.failing('getUser', 'malformed');
    const answer = await call('GET', `/users/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
  });

  it('failing() adds to the failures already forced', () => {
    scenarios.failing('listResults', 'network');
    scenarios.failing('*', '401');
    expect(getSettings().failures).toEqual({ listResults: 'network', '*': '401' });
  });

  it('slow() sets the latency', () => {
    scenarios.slow(1000);
    expect(getSettings().latency).toBe(1000);
  });

  it('empty() removes the data of user@example.com only', () => {
    const id = userId(EMPTY_SCENARIO_USER);
    const othersBefore = db().results.filter((r) => r.userId !== id).length;
    expect(db().results.some((r) => r.userId === id)).toBe(true);
    scenarios.empty();
    for (const table of ['results', 'analyses', 'shares', 'packages'] as const) {
      expect(db()[table].filter((r) => r.userId === id)).toEqual([]);
    }
    expect(db().results.filter((r) => r.userId !== id)).toHaveLength(othersBefore);
  });

  it('reset() reseeds with the scenario and clears the settings', () => {
    scenarios.slow(300);
    const before = db();
    scenarios.reset('large');
    expect(db()).not.toBe(before);
    expect(getSettings()).toMatchObject({ scenario: 'large', latency: 0, failures: {} });
    expect(db().results.length).toBeGreaterThan(before.results.length);
  });
});

describe('MSW helpers', () => {
  it('errorHandlers() answer the status for the given operations only', async () => {
    const id = startStorySession('user@example.com')!.userId;
    server.use(...errorHandlers(503, 'getUser'));
    const failed = await call('GET', `/users/${id}`);
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'Internal Server Error' });
    expect((await call('GET', '/parameters/list')).status).not.toBe(503);
  });

  it('errorHandlers() without operations answer every API request', async () => {
    server.use(...errorHandlers(403));
    const res = await call('GET', '/faqs');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 403, message: 'Access Denied.' });
  });

  it('loadingHandlers() never answer', async () => {
    server.use(
      ...loadingHandlers('getUser'),
      http.get('*/api/ping', () => HttpResponse.json({ ok: true })),
    );
    const pending = fetch(`${window.location.origin}/api/users/1`, {
      signal: AbortSignal.timeout(150),
    });
    await expect(pending).rejects.toThrow();
    expect((await call('GET', '/ping')).body).toEqual({ ok: true });
  });
});
