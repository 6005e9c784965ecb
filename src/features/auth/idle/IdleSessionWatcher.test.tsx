import { act, screen, waitFor } from '@testing-library/react';
import { ACT_WARNING, allowConsole } from '@tests/utils/console';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { db } from '@mocks/db/store';
import { IDLE_OVERRIDE_KEY } from './idleSettings';

/** The whole app with a private probe page; the idle timeout shortened to 8 s (prompt at 4 s). */
async function openPrivatePage() {
  const r = await renderWithProviders(null, {
    url: '/probe',
    extraRoutes: [{ path: '/probe', policy: 'loggedIn', element: <p>Private page</p> }],
  });
  await screen.findByText('Private page');
  return r;
}

const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('idle session in the app', () => {
  beforeEach(() => {
    sessionStorage.setItem(IDLE_OVERRIDE_KEY, '8000');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // the fake clock also moves with real time, so some renders land outside act()
    allowConsole(ACT_WARNING);
  });
  afterEach(() => vi.useRealTimers());

  it('asks "Are you still here?", counts down and keeps the session on "Im still here"', async () => {
    await signIn('user@example.com');
    const r = await openPrivatePage();
    expect(screen.queryByText('Are you still here?')).not.toBeInTheDocument();
    await advance(4_000);
    expect(await screen.findByText('Are you still here?')).toBeInTheDocument();
    expect(screen.getByText(/^Logging out in [34] seconds$/)).toBeInTheDocument();
    await advance(1_000);
    await advance(500);
    expect(screen.getByText(/^Logging out in [23] seconds$/)).toBeInTheDocument();
    await r.user.click(screen.getByRole('button', { name: 'Im still here' }));
    await waitFor(() => expect(screen.queryByText('Are you still here?')).not.toBeInTheDocument());
    expect(r.router.state.location.pathname).toBe('/probe');
    expect(db().cookieSession).not.toBeNull();
  });

  it('logs the user out when the countdown ends', async () => {
    await signIn('user@example.com');
    const r = await openPrivatePage();
    await advance(4_000);
    await screen.findByText('Are you still here?');
    await advance(2_000);
    await advance(2_000);
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
    expect(db().cookieSession).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(screen.queryByText('Are you still here?')).not.toBeInTheDocument();
  });

  it('does not watch visitors', async () => {
    await renderWithProviders(null, { url: '/login' });
    await screen.findByRole('button', { name: 'Login' });
    await advance(4_000);
    await advance(4_000);
    expect(screen.queryByText('Are you still here?')).not.toBeInTheDocument();
  });
});
