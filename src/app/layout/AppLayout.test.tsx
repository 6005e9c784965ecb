import { screen, waitFor, within } from '@testing-library/react';
import { call } from '@tests/utils/apiClient';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { holdUserRecord } from '@tests/utils/holdUserRecord';
import { useWindowWidth } from '@tests/utils/windowWidth';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_FLAG_KEY } from '@/entities/session/storage';
import { paths } from '@/shared/config/paths';
import { AppLayout } from './AppLayout';

const routes = [
  { element: <AppLayout />, children: [{ path: '*', element: <p>Page content</p> }] },
];
const renderAt = (url: string) => renderWithProviders(null, { url, routes });

describe('AppLayout (real session and mock server)', () => {
  it('shows a user the bell with the unread count, the user tabs and the page', async () => {
    await signIn('user@example.com');
    const list = await call('GET', '/notifications');
    const unread = (list.body['hydra:member'] as { isRead: boolean }[]).filter(
      (n) => !n.isRead,
    ).length;
    expect(unread).toBeGreaterThan(0);

    await renderAt(paths.dashboard);
    expect(await screen.findByText('Page content')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: `Notifications, ${unread} unread` }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Manage Links' })).toBeInTheDocument();
  });

  it("starts loading the bell's panel when the pointer or the focus reaches the bell", async () => {
    await signIn('user@example.com');
    const preload = vi.fn();
    const withPanel = [
      {
        element: <AppLayout notificationPanel={<p>Panel</p>} preloadNotificationPanel={preload} />,
        children: [{ path: '*', element: <p>Page content</p> }],
      },
    ];
    const { user } = await renderWithProviders(null, { url: paths.dashboard, routes: withPanel });
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    expect(preload).not.toHaveBeenCalled();
    await user.hover(bell);
    expect(preload).toHaveBeenCalledTimes(1);
    bell.focus();
    expect(preload).toHaveBeenCalledTimes(2);
    await user.click(bell);
    expect(await screen.findByText('Panel')).toBeInTheDocument();
  });

  it('shows an admin the admin tabs and no bell', async () => {
    // the back-office shows its side navigation from 1164 px (jsdom's window is 1024 px wide)
    useWindowWidth(1440);
    await signIn('admin@example.com');
    await renderAt(paths.adminHome);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Monitoring' })).toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: /notifications/i })).not.toBeInTheDocument();
  });

  it('logs out from the profile menu', async () => {
    await signIn('user@example.com');
    const { user, router } = await renderAt(paths.dashboard);
    await user.click(await screen.findByRole('button', { name: /account menu of/i }));
    await user.click(await screen.findByRole('menuitem', { name: /logout/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.root));
    expect((await call('GET', '/notifications')).status).toBe(401);
  });

  describe('while the session loads', () => {
    it('draws the shell at once with a spinner for the page, and the page once the session is known', async () => {
      await signIn('user@example.com');
      const release = holdUserRecord();
      await renderAt(paths.dashboard);
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByRole('link', { name: 'Manage Links' })).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeVisible();
      expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
      expect(screen.queryByText('Page content')).toBeNull();
      await release();
      expect(await screen.findByText('Page content')).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
    });

    it.each([
      ['the admin flag this tab stored', paths.dashboard, 'true', 'Monitoring'],
      ['the back-office address in a new tab', paths.adminHome, null, 'Monitoring'],
      ["a user's address in a new tab", paths.dashboard, null, 'Manage Links'],
      ['the user flag this tab stored, under /admin', paths.adminHome, 'false', 'Manage Links'],
    ])('takes the role of %s', async (_case, url, flag, tab) => {
      useWindowWidth(1440);
      await signIn('user@example.com');
      if (flag !== null) sessionStorage.setItem(ADMIN_FLAG_KEY, flag);
      const release = holdUserRecord();
      await renderAt(url);
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      expect(within(nav).getByRole('link', { name: tab })).toBeInTheDocument();
      expect(screen.queryByText('Page content')).toBeNull();
      await release();
    });
  });
});
