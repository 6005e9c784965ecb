import { screen, waitFor } from '@testing-library/react';
import { signIn, renderWithProviders } from '@tests/utils/render';
import { loginAs } from '@tests/utils/apiClient';
import { http, HttpResponse } from 'msw';
import { db, updateSettings } from '@mocks/db/store';
import { server } from '@mocks/node';
import { useSession } from './useSession';
import { storeUserId } from './storage';
import { allowConsole } from '@tests/utils/console';

function Probe() {
  const session = useSession();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>user: {session.user?.email ?? 'none'}</p>
      <p>name: {session.user?.displayName ?? '-'}</p>
      <p>admin: {String(session.isAdmin)}</p>
      <p>restricted: {String(session.isRestricted)}</p>
      <p>parameters: {session.parameters.length}</p>
      <button type="button" onClick={() => void session.logout()}>
        Log out
      </button>
      <button
        type="button"
        onClick={() => session.user && session.setUser({ ...session.user, displayName: 'Renamed' })}
      >
        Rename
      </button>
      <button type="button" onClick={session.retry}>
        Retry
      </button>
    </div>
  );
}

const render = async () =>
  await renderWithProviders(null, {
    url: '/probe',
    extraRoutes: [{ path: '/probe', policy: 'public', shell: 'none', element: <Probe /> }],
  });

describe('session bootstrap', () => {
  it('a visitor is anonymous and loads nothing', async () => {
    await render();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText('parameters: 0')).toBeInTheDocument();
  });

  it('a stored id loads the user and the parameter list', async () => {
    await signIn('user@example.com');
    await render();
    expect(await screen.findByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('user: user@example.com')).toBeInTheDocument();
    expect(screen.getByText('admin: false')).toBeInTheDocument();
    expect(screen.getByText(/^parameters: [1-9]/)).toBeInTheDocument();
    expect(sessionStorage.getItem('isUserAdmin')).toBe('false');
  });

  it('keeps the admin flag in sessionStorage', async () => {
    await signIn('admin@example.com');
    await render();
    expect(await screen.findByText('admin: true')).toBeInTheDocument();
    expect(sessionStorage.getItem('isUserAdmin')).toBe('true');
  });

  it('knows the restricted kind', async () => {
    await signIn('restricted@example.com');
    await render();
    expect(await screen.findByText('restricted: true')).toBeInTheDocument();
  });

  it('a stored id without a server session (401) is cleared', async () => {
    const id = await loginAs('user@example.com');
    db().cookieSession = null; // the server forgot the session (expired, logged out elsewhere)
    storeUserId(id);
    const { store } = await render();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(store.getState().session.userId).toBeNull();
  });

  it('a stored id the server does not give out (404) is cleared, with a notice saying so', async () => {
    await signIn('user@example.com');
    const other = db().users.find((u) => u.email === 'admin@example.com')!;
    storeUserId(other.id);
    await render();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(
      await screen.findByText('Your session could not be restored. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('a user record of another id ends the session with a notice instead of loading forever', async () => {
    const id = await signIn('user@example.com');
    // a server answering a user, but not the one whose id the browser kept
    server.use(
      http.get('*/api/users/:id', () =>
        HttpResponse.json({ ...db().users.find((u) => u.id === id), id: id + 1000 }),
      ),
    );
    const { store } = await render();
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(store.getState().session.userId).toBeNull();
    expect(
      await screen.findByText('Your session could not be restored. Please log in again.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['a server error (500)', '500'],
    ['a network error', 'network'],
  ] as const)('%s at start-up keeps the session, and a retry loads it', async (_case, failure) => {
    allowConsole(/Failed to fetch|fetch failed|Network/);
    const id = await signIn('user@example.com');
    updateSettings({ failures: { getUser: failure } });
    const { store, user } = await render();
    expect(await screen.findByText('status: failed')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe(String(id));
    expect(store.getState().session.userId).toBe(id);
    updateSettings({ failures: {} });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('status: ready')).toBeInTheDocument();
    expect(screen.getByText('user: user@example.com')).toBeInTheDocument();
  });

  it('setUser updates the cached user', async () => {
    await signIn('user@example.com');
    const { user } = await render();
    await screen.findByText('status: ready');
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('name: Renamed')).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('calls the server, forgets the user and the cache, and returns to the login page', async () => {
    await signIn('user@example.com');
    const { user, router, store } = await render();
    await screen.findByText('status: ready');
    expect(db().cookieSession).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(db().cookieSession).toBeNull();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(sessionStorage.getItem('isUserAdmin')).toBeNull();
    expect(store.getState().session.userId).toBeNull();
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });

  it('ends the session locally even when the server call fails', async () => {
    await signIn('user@example.com');
    const { user, router } = await render();
    await screen.findByText('status: ready');
    updateSettings({ failures: { logout: '500' } });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userId')).toBeNull();
    expect(screen.queryByText('Internal Server Error')).not.toBeInTheDocument();
  });
});
