import { call } from '@tests/utils/apiClient';
import { db, getSettings } from '../db/store';
import { prepareStoryMock, startStorySession } from './storySession';

describe('startStorySession', () => {
  it('logs a demo account in on the mock server', async () => {
    const session = startStorySession('admin@example.com');
    expect(session).toMatchObject({ email: 'admin@example.com', isAdmin: true });
    const me = await call('GET', `/users/${session!.userId}`);
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('admin@example.com');
  });

  it('logs out with null', async () => {
    const { userId } = startStorySession('user@example.com')!;
    expect(startStorySession(null)).toBeNull();
    expect((await call('GET', `/users/${userId}`)).status).toBe(401);
  });

  it('refuses an unknown account', () => {
    expect(() => startStorySession('nobody@example.com')).toThrow('no demo account');
  });
});

describe('prepareStoryMock', () => {
  it('reseeds and logs in user@example.com by default', async () => {
    startStorySession('admin@example.com');
    const session = prepareStoryMock({});
    expect(session).toMatchObject({ email: 'user@example.com', isAdmin: false });
    expect((await call('GET', `/users/${session!.userId}`)).status).toBe(200);
  });

  it('runs logged out with session: null', () => {
    expect(prepareStoryMock({ session: null })).toBeNull();
    expect(db().cookieSession).toBeNull();
  });

  it('applies the large and empty scenarios', () => {
    prepareStoryMock({ scenario: 'large' });
    expect(getSettings().scenario).toBe('large');
    const session = prepareStoryMock({ scenario: 'empty' });
    expect(getSettings().scenario).toBe('default');
    expect(db().results.filter((r) => r.userId === session!.userId)).toEqual([]);
    expect(db().results.length).toBeGreaterThan(0);
  });
});
