import { DAY, now, REFERENCE_SECONDS } from '../db/clock';
import { db, getSettings, updateSettings } from '../db/store';
import { takePanelOpenRequest } from './panelRequest';
import { applyMockQuery } from './query';

describe('applyMockQuery', () => {
  it('changes nothing without mock parameters', async () => {
    const before = db();
    const result = await applyMockQuery('?page=2');
    expect(result).toEqual({ settings: {}, panelOpen: false, errors: [] });
    expect(db()).toBe(before);
  });

  it('reseeds on mockReset and applies the other settings on top', async () => {
    updateSettings({ latency: 3000, failures: { getUser: '500' } });
    const before = db();
    const result = await applyMockQuery('?mockReset=1&mockLatency=300');
    expect(result.reseeded).toBe('default');
    expect(db()).not.toBe(before);
    expect(getSettings()).toMatchObject({ scenario: 'default', latency: 300, failures: {} });
  });

  it('reseeds when the scenario changes, not when it stays', async () => {
    const before = db();
    expect((await applyMockQuery('?mockScenario=default')).reseeded).toBeUndefined();
    expect(db()).toBe(before);
    expect((await applyMockQuery('?mockScenario=large')).reseeded).toBe('large');
    expect(getSettings().scenario).toBe('large');
    expect(db()).not.toBe(before);
  });

  it('sets failures, clock and country', async () => {
    const result = await applyMockQuery(
      '?mockFail=getUser:500,listResults:network&mockClock=%2B31d&mockCountry=us',
    );
    expect(result.settings).toEqual({
      failures: { getUser: '500', listResults: 'network' },
      clockOffset: 31 * DAY,
      countryCode: 'us',
    });
    expect(getSettings()).toMatchObject(result.settings);
    expect(now()).toBeGreaterThanOrEqual(REFERENCE_SECONDS + 31 * DAY);
  });

  it('makes every operation fail with mockFail=*:500', async () => {
    await applyMockQuery('?mockFail=*:500');
    expect(getSettings().failures).toEqual({ '*': '500' });
  });

  it('returns what it could not understand and applies the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await applyMockQuery('?mockLatency=fast&mockCountry=de');
    expect(result.errors).toEqual([
      'mockLatency: "fast" is not a number of milliseconds from 0 to 60000',
    ]);
    expect(getSettings().countryCode).toBe('de');
    expect(warn).toHaveBeenCalledWith('[mock] ignored query parameters:', result.errors);
    warn.mockRestore();
  });

  it('passes mockPanel=open on to the panel once', async () => {
    expect((await applyMockQuery('?mockPanel=open')).panelOpen).toBe(true);
    expect(takePanelOpenRequest()).toBe(true);
    expect(takePanelOpenRequest()).toBe(false);
  });

  it('logs a demo account in on mockLogin, after a reset, and hands its id to the app', async () => {
    const onLogin = vi.fn();
    const result = await applyMockQuery('?mockReset=1&mockLogin=Admin@Example.com', { onLogin });
    expect(result.loggedIn).toBe('admin@example.com');
    const d = db();
    const session = d.sessions.find((s) => s.id === d.cookieSession);
    expect(d.users.find((u) => u.id === session?.userId)?.email).toBe('admin@example.com');
    expect(onLogin.mock.calls).toEqual([[session?.userId]]);
  });

  it('reports an unknown account and logs nobody in', async () => {
    const onLogin = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await applyMockQuery('?mockReset=1&mockLogin=nobody@example.com', { onLogin });
    expect(result.loggedIn).toBeUndefined();
    expect(result.errors).toEqual(['mockLogin: no demo account "nobody@example.com"']);
    expect(db().cookieSession).toBeNull();
    expect(onLogin).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('refuses the accounts the login refuses and logs nobody in', async () => {
    const onLogin = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // expired@example.com registered 3 days ago and never confirmed
    const expired = await applyMockQuery('?mockReset=1&mockLogin=expired@example.com', { onLogin });
    expect(expired.loggedIn).toBeUndefined();
    expect(expired.errors).toEqual([
      'mockLogin: the login refuses "expired@example.com" (unconfirmed more than 24 hours after registering)',
    ]);
    const user = db().users.find((u) => u.email === 'user@example.com')!;
    user.passwordResetToken = 'requested';
    user.passwordResetRequestedAt = now() - 60;
    const requested = await applyMockQuery('?mockLogin=user@example.com', { onLogin });
    expect(requested.errors).toEqual([
      'mockLogin: the login refuses "user@example.com" (a new password was requested and is not set yet)',
    ]);
    expect(db().cookieSession).toBeNull();
    expect(onLogin).not.toHaveBeenCalled();
    // a request older than its 24 hours no longer stands in the way
    user.passwordResetRequestedAt = now() - 2 * DAY;
    expect((await applyMockQuery('?mockLogin=user@example.com', { onLogin })).loggedIn).toBe(
      'user@example.com',
    );
    warn.mockRestore();
  });

  it('removes the mock parameters from the address bar when asked', async () => {
    window.history.replaceState(null, '', '/results?page=2&mockLatency=300#top');
    await applyMockQuery(window.location.search, { replaceUrl: true });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/results?page=2#top',
    );
    expect(getSettings().latency).toBe(300);
  });
});
