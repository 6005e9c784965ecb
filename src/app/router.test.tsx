import { act, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { allowConsole } from '@tests/utils/console';
import { holdUserRecord } from '@tests/utils/holdUserRecord';
import { signIn, renderWithProviders } from '@tests/utils/render';
import type { FeatureRoute } from '@/shared/config/featureRoute';
import { attachErrorReporter, resetErrorReports } from '@/shared/monitoring/errorReports';
import { composeRoutes } from './composeRoutes';

/** The app's routes plus one screen per policy, to drive the guards. */
const probe: FeatureRoute[] = [
  { path: '/private', policy: 'loggedIn', element: <p>Private screen</p> },
  { path: '/admin/secret', policy: 'adminOnly', element: <p>Admin screen</p> },
  { path: '/open', policy: 'public', element: <p>Public screen</p> },
];
const at = (url: string) => renderWithProviders(null, { url, extraRoutes: probe });
const path = (r: Awaited<ReturnType<typeof at>>) => r.router.state.location.pathname;

describe('root redirect', () => {
  it('sends a visitor to the login page', async () => {
    const r = await at('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(path(r)).toBe('/login');
  });

  it('sends a user home', async () => {
    await signIn('user@example.com');
    const r = await at('/');
    await waitFor(() => expect(path(r)).toBe('/dashboard'));
  });

  it('sends an admin to the admin home', async () => {
    await signIn('admin@example.com');
    const r = await at('/');
    await waitFor(() => expect(path(r)).toBe('/admin/dashboard'));
  });
});

describe('guards', () => {
  it('a visitor on a private route goes to base (and from there to login)', async () => {
    const r = await at('/private');
    await screen.findByRole('button', { name: 'Login' });
    expect(path(r)).toBe('/login');
    expect(screen.queryByText('Private screen')).not.toBeInTheDocument();
  });

  it('a logged-in user sees a private route', async () => {
    await signIn('user@example.com');
    await at('/private');
    expect(await screen.findByText('Private screen')).toBeInTheDocument();
  });

  it('a logged-in user on /login goes to base', async () => {
    await signIn('user@example.com');
    const r = await at('/login');
    await waitFor(() => expect(path(r)).toBe('/dashboard'));
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('a non-admin on an admin route goes to base', async () => {
    await signIn('user@example.com');
    const r = await at('/admin/secret');
    await waitFor(() => expect(path(r)).toBe('/dashboard'));
    expect(screen.queryByText('Admin screen')).not.toBeInTheDocument();
  });

  it('the whole /admin prefix is admin-only, also unknown admin paths', async () => {
    const r = await at('/admin/whatever');
    await waitFor(() => expect(path(r)).toBe('/login'));
  });

  it('an admin sees admin routes', async () => {
    await signIn('admin@example.com');
    await at('/admin/secret');
    expect(await screen.findByText('Admin screen')).toBeInTheDocument();
  });

  it('public routes are open to everyone', async () => {
    await at('/open');
    expect(await screen.findByText('Public screen')).toBeInTheDocument();
  });
});

describe('not found', () => {
  it('an unknown path shows the not-found page in the public shell for a visitor', async () => {
    const r = await at('/no/such/page');
    expect(await screen.findByText('Page not found!')).toBeInTheDocument();
    expect(path(r)).toBe('/no/such/page');
  });

  it('an unknown path shows the not-found page in the signed-in shell for a user', async () => {
    await signIn('user@example.com');
    await at('/no/such/page');
    expect(await screen.findByText('Page not found!')).toBeInTheDocument();
    expect(await screen.findByText('Results')).toBeInTheDocument();
  });

  it('/404 is the not-found page', async () => {
    await at('/404');
    expect(await screen.findByText('Page not found!')).toBeInTheDocument();
  });

  it('an unknown admin path shows not-found for an admin', async () => {
    await signIn('admin@example.com');
    await at('/admin/nothing-here');
    expect(await screen.findByText('Page not found!')).toBeInTheDocument();
  });
});

describe('composeRoutes', () => {
  it('refuses admin-only routes outside /admin', () => {
    expect(() => composeRoutes([{ path: '/x', policy: 'adminOnly', element: null }])).toThrow(
      /under \/admin/,
    );
  });

  it('refuses signed-in routes outside the signed-in shell', () => {
    expect(() =>
      composeRoutes([{ path: '/x', policy: 'loggedIn', shell: 'public', element: null }]),
    ).toThrow(/signed-in shell: \/x/);
  });
});

describe('root error boundary', () => {
  afterEach(resetErrorReports);
  function Broken(): never {
    throw new Error('the screen broke');
  }

  it('shows what happened with Reload and Reset demo data instead of a blank page', async () => {
    allowConsole(/the screen broke/, /React Router caught the following error/);
    await renderWithProviders(null, {
      url: '/broken',
      extraRoutes: [{ path: '/broken', policy: 'public', element: <Broken /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByText('Details: the screen broke')).toBeVisible();
    expect(screen.getByRole('button', { name: /Reload/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Reset demo data/ })).toBeVisible();
  });

  it('hands the error to the error reporting once, as a crash of the page', async () => {
    allowConsole(/the screen broke/, /React Router caught the following error/);
    const reporter = vi.fn();
    attachErrorReporter(reporter);
    await renderWithProviders(null, {
      url: '/broken',
      extraRoutes: [{ path: '/broken', policy: 'public', element: <Broken /> }],
    });
    await screen.findByRole('heading', { name: 'Something went wrong' });
    await waitFor(() => expect(reporter).toHaveBeenCalledTimes(1));
    expect(reporter).toHaveBeenCalledWith({
      kind: 'render',
      boundary: 'page',
      error: expect.objectContaining({ message: 'the screen broke' }),
    });
  });
});

describe('a page whose code is still on its way', () => {
  /** A route whose lazy module arrives when the test says. */
  function slowRoute(policy: FeatureRoute['policy'] = 'public') {
    let arrive!: () => void;
    const code = new Promise<{ Component: ComponentType }>((resolve) => {
      arrive = () => resolve({ Component: () => <p>Slow screen</p> });
    });
    const load = vi.fn(() => code);
    const route: FeatureRoute = { path: '/slow', policy, lazy: load };
    return { route, load, arrive: () => act(async () => arrive()) };
  }

  it('shows a visitor the shell of a public page at once, and the page in it once its code is there', async () => {
    const { route, arrive } = slowRoute();
    await renderWithProviders(null, { url: '/slow', extraRoutes: [route] });
    expect(await screen.findByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.queryByText('Slow screen')).toBeNull();
    await arrive();
    expect(await screen.findByText('Slow screen')).toBeVisible();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });

  it('shows a user the signed-in shell of a private page at once, and the page in it once its code is there', async () => {
    await signIn('user@example.com');
    const { route, arrive } = slowRoute('loggedIn');
    await renderWithProviders(null, { url: '/slow', extraRoutes: [route] });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.queryByText('Slow screen')).toBeNull();
    await arrive();
    expect(await screen.findByText('Slow screen')).toBeVisible();
  });

  it("asks for a private page's code when its route opens, not once the session has answered", async () => {
    await signIn('user@example.com');
    const answer = holdUserRecord();
    const { route, load, arrive } = slowRoute('loggedIn');
    await renderWithProviders(null, { url: '/slow', extraRoutes: [route] });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(load).toHaveBeenCalledTimes(1);
    await answer();
    await arrive();
    expect(await screen.findByText('Slow screen')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
