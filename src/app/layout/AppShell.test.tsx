import { screen, within } from '@testing-library/react';

import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/shared/config/paths';
import { AppShell } from './AppShell';
import { NotificationBellView } from './NotificationBell';
import { renderUi } from '@tests/utils/render';
import { setWindowWidth } from '@tests/utils/windowWidth';

async function renderShell(isAdmin: boolean, onLogout = vi.fn()) {
  await renderUi(
    <MemoryRouter initialEntries={[isAdmin ? paths.adminHome : paths.dashboard]}>
      <AppShell
        isAdmin={isAdmin}
        displayName="Jane Doe"
        onLogout={onLogout}
        bell={<NotificationBellView unreadCount={3} />}
      >
        <p>Page content</p>
      </AppShell>
    </MemoryRouter>,
  );
  return onLogout;
}

/** The window's width the shell reads when it renders (jsdom's default is 1024 px). */
const initialWidth = window.innerWidth;
const resize = setWindowWidth;

describe('AppShell', () => {
  // a desktop window unless a test says otherwise
  beforeEach(() => resize(1440));
  afterEach(() => resize(initialWidth));

  it('shows the bell with the unread count for users', async () => {
    await renderShell(false);
    expect(screen.getByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(screen.getByText('Page content')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('has no bell for admins', async () => {
    await renderShell(true);
    expect(screen.queryByRole('button', { name: /notifications/i })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Monitoring' })).toBeInTheDocument();
  });

  it('offers Profile and Logout in the profile menu', async () => {
    const onLogout = await renderShell(false);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu of Jane Doe' }));
    expect(await screen.findByRole('menuitem', { name: /profile/i })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: /logout/i }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  describe('at the back-office breakpoints', () => {
    it('puts the five admin tabs behind the menu button below 1164 px', async () => {
      resize(1100);
      await renderShell(true);
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
      expect(screen.getByText('Jane Doe')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('navigation', { name: 'Mobile navigation' });
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Home', 'Manage Parameter', 'Notifications', 'Help', 'Monitoring']);
    });

    it('shows the admin mobile menu and a compact header below 434 px', async () => {
      resize(420);
      await renderShell(true);
      expect(screen.queryByText('Jane Doe')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('navigation', { name: 'Mobile navigation' });
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Home', 'Manage Parameter', 'Notifications', 'Help']);
    });
  });

  describe("at the users' breakpoints", () => {
    it('keeps the side tabs down to 1024 px', async () => {
      resize(1024);
      await renderShell(false);
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
    });

    it('puts the same tabs behind the menu button from 1023 down to 768 px', async () => {
      resize(768);
      await renderShell(false);
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
      expect(screen.getByText('Jane Doe')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('navigation', { name: 'Mobile navigation' });
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Home', 'Results', 'Analyses', 'Manage Links']);
    });

    it('shows the mobile menu and a compact header below 768 px', async () => {
      resize(767);
      await renderShell(false);
      expect(screen.queryByText('Jane Doe')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('navigation', { name: 'Mobile navigation' });
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((i) => i.textContent),
      ).toEqual(['Home', 'Results', 'Analyses', 'Shared Links']);
    });
  });
});
