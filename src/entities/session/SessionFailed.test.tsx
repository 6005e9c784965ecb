/**
 * A failure at start-up that may pass (a server error, no network) keeps the user signed in:
 * private screens show the error with Retry (the guard and the root redirect), and the retry
 * goes on to the screen asked for. Only a 401 (or a 404 for the stored id) ends the session.
 */
import { screen, waitFor } from '@testing-library/react';
import { updateSettings } from '@mocks/db/store';
import { allowConsole } from '@tests/utils/console';
import { renderWithProviders, signIn } from '@tests/utils/render';

const privateRoute = {
  path: '/private-probe',
  policy: 'loggedIn' as const,
  element: <p>Private content</p>,
};

describe('a failed start-up call', () => {
  it('a server error on the user keeps the user in, with the error and Retry', async () => {
    const id = await signIn('user@example.com');
    updateSettings({ failures: { getUser: '500' } });
    const { user, router } = await renderWithProviders(null, {
      url: '/private-probe',
      extraRoutes: [privateRoute],
    });
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/private-probe');
    expect(localStorage.getItem('userId')).toBe(String(id));
    // the next try succeeds: the screen asked for opens, still signed in
    updateSettings({ failures: {} });
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Private content')).toBeInTheDocument();
    expect(screen.queryByText('An error occurred.')).toBeNull();
    expect(router.state.location.pathname).toBe('/private-probe');
  });

  it('no network for the parameter list at the root keeps the user too', async () => {
    allowConsole(/Failed to fetch|fetch failed|Network/);
    await signIn('user@example.com');
    updateSettings({ failures: { listParameterOverview: 'network' } });
    const { user, router } = await renderWithProviders(null, { url: '/' });
    await user.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('userId')).not.toBeNull();
    // still failing: the error again, the user still in
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
    updateSettings({ failures: {} });
    await user.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('a 401 still ends the session', async () => {
    await signIn('user@example.com');
    updateSettings({ failures: { getUser: '401' } });
    const { router } = await renderWithProviders(null, {
      url: '/private-probe',
      extraRoutes: [privateRoute],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userId')).toBeNull();
  });
});
