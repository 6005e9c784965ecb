/**
 * Platform journeys against the build:demo app: logins as user and admin, guards and
 * redirects, logout, the not-found page, a failure forced from the mock controls showing the
 * central error handler's text, a failed start-up call keeping the user in, and the session
 * surviving a reload.
 */
import { describe, expect, it } from 'vitest';
import { BASE_URL, login, open, sessionPerTest } from './browser';

const s = sessionPerTest();

describe('shell journeys', () => {
  it('sends a visitor from the root to the login page', async () => {
    await open(s.page, '/');
    await s.page.waitForURL(`${BASE_URL}/login`);
    await s.page.getByRole('region', { name: 'Login' }).waitFor();
    expect(await s.page.getByText('StripScan®').first().isVisible()).toBe(true);
  });

  it('logs a user in to the user shell and out again', async () => {
    await login(s.page, 'user@example.com');
    await s.page.waitForURL(`${BASE_URL}/dashboard`);
    await s.page.getByRole('menuitem', { name: 'Results' }).waitFor();
    expect(await s.page.getByRole('menuitem', { name: 'Manage Parameter' }).count()).toBe(0);
    await s.page.getByRole('button', { name: /^Notifications, \d+ unread/ }).waitFor();
    // guest-only: the login page sends a logged-in user back to base
    await open(s.page, '/login');
    await s.page.waitForURL(`${BASE_URL}/dashboard`);
    // admin-only: a user on an admin route goes to base
    await open(s.page, '/admin/manageParameters');
    await s.page.waitForURL(`${BASE_URL}/dashboard`);
    // logout
    await s.page.getByRole('button', { name: /^Account menu of/ }).click();
    await s.page.getByRole('menuitem', { name: 'Logout' }).click();
    await s.page.waitForURL(`${BASE_URL}/login`);
    expect(s.errors).toEqual([]);
  });

  it('logs an admin in to the admin shell', async () => {
    await login(s.page, 'admin@example.com');
    await s.page.waitForURL(`${BASE_URL}/admin/dashboard`);
    await s.page.getByRole('menuitem', { name: 'Manage Parameter' }).waitFor();
    expect(await s.page.evaluate(() => sessionStorage.getItem('isUserAdmin'))).toBe('true');
    expect(await s.page.getByRole('button', { name: /^Notifications/ }).count()).toBe(0);
  });

  it('shows the not-found page for unknown paths', async () => {
    await open(s.page, '/no/such/page');
    await s.page.getByText('Page not found!').waitFor();
  });

  it('refuses a wrong password with the login catalogue text', async () => {
    await login(s.page, 'user@example.com', 'Wrong-password1');
    await s.page.getByText('Invalid credentials.').waitFor();
  });

  it('shows the central handler text for a failure forced from the mock controls', async () => {
    await login(s.page, 'user@example.com');
    await s.page.waitForURL(`${BASE_URL}/dashboard`);
    // the mock controls' URL query: every getOverview call now answers 500
    await open(s.page, '/dashboard?mockFail=getOverview:500');
    await s.page.getByRole('alert').getByText('Internal Server Error').waitFor();
    // the failing card shows its own error state; the rest of the dashboard still works
    await s.page.getByRole('menuitem', { name: 'Results' }).waitFor();
  });

  it('keeps the user in when the user record fails at start-up, and goes on after a retry', async () => {
    await login(s.page, 'user@example.com');
    await s.page.waitForURL(`${BASE_URL}/dashboard`);
    // a load where the user record answers 500: the error with Retry, still signed in
    await open(s.page, '/dashboard?mockFail=getUser:500');
    await s.page.getByRole('button', { name: /Retry/ }).waitFor();
    expect(s.page.url()).toBe(`${BASE_URL}/dashboard`);
    expect(await s.page.evaluate(() => localStorage.getItem('userId'))).not.toBeNull();
    // the next load, the server answering again: the dashboard, no login in between
    await open(s.page, '/dashboard?mockFail=none');
    await s.page.getByRole('menuitem', { name: 'Results' }).waitFor();
    expect(s.page.url()).toBe(`${BASE_URL}/dashboard`);
  });

  it('keeps the session and mock data across a reload', async () => {
    await login(s.page, 'user@example.com');
    await s.page.waitForURL(`${BASE_URL}/dashboard`);
    await s.page.reload();
    await s.page.getByRole('menuitem', { name: 'Results' }).waitFor();
    expect(s.page.url()).toBe(`${BASE_URL}/dashboard`);
  });
});
