/**
 * Platform journeys against the build:demo app: logins as user and admin, guards and
 * redirects, logout, the not-found page, a failure forced from the mock controls showing the
 * central error handler's text, a failed start-up call keeping the user in, the session
 * surviving a reload, and the users' shell at its breakpoints in one window resized (the side
 * navigation from 1024 px, its tabs behind the menu button from 1023 down to 768 px, the mobile
 * menu and a compact header below 768 px, tighter cards below 374 px; no width scrolls the page
 * sideways).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, login, open, openAs, sessionPerTest } from './browser';
import { checkScreen } from './screens';

const s = sessionPerTest();
const USER = 'Anna Becker';

/** The entries of the menu behind the menu button, which is then closed again. */
async function menuEntries(page: Page, check?: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
  await menu.getByRole('link', { name: 'Home' }).waitFor();
  const entries = await menu.getByRole('menuitem').allTextContents();
  if (check) await checkScreen(page, check);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return entries;
}

/**
 * The inner spacing of the Welcome card's body, and whether the page scrolls sideways (polled:
 * the charts follow a new width a moment later).
 */
const layoutOf = (page: Page) =>
  page.evaluate(() => {
    const body = [...document.querySelectorAll('.ant-card')]
      .find((card) => card.textContent?.startsWith('Welcome'))
      ?.querySelector('.ant-card-body');
    return {
      cardPadding: body ? getComputedStyle(body).paddingLeft : null,
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });

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
    // a user's dashboard started with the mock controls' URL query: every getOverview call
    // answers 500
    await openAs(s.page, 'user@example.com', '/dashboard?mockFail=getOverview:500');
    await s.page.getByRole('alert').getByText('Internal Server Error').waitFor();
    // the failing card shows its own error state; the rest of the dashboard still works
    await s.page.getByRole('menuitem', { name: 'Results' }).waitFor();
  });

  it('keeps the user in when the user record fails at start-up, and goes on after a retry', async () => {
    // a logged-in user's load where the user record answers 500: the error with Retry, still
    // signed in
    await openAs(s.page, 'user@example.com', '/dashboard?mockFail=getUser:500');
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

  it("switches the users' screens at 1024, 768 and 374 px", async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1024, height: 800 });
    await openAs(page, 'user@example.com', '/dashboard');
    const side = page.getByRole('navigation', { name: 'Main navigation' });
    await side.getByRole('link', { name: 'Manage Links' }).waitFor();
    await page.getByRole('heading', { name: `Welcome back, ${USER}!` }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    await expect.poll(() => layoutOf(page)).toEqual({ cardPadding: '24px', sideways: false });

    const account = page.getByRole('button', { name: `Account menu of ${USER}` });
    await page.setViewportSize({ width: 1023, height: 800 });
    await side.waitFor({ state: 'detached' });
    await account.getByText(USER).waitFor();
    // the tabs drawer is new to users' screens: axe looks at it open
    const tabs = ['Home', 'Results', 'Analyses', 'Manage Links'];
    expect(await menuEntries(page, 'user-shell-1023-menu')).toEqual(tabs);
    await page.setViewportSize({ width: 768, height: 800 });
    expect(await menuEntries(page)).toEqual(tabs);
    await expect.poll(() => layoutOf(page)).toEqual({ cardPadding: '24px', sideways: false });

    await page.setViewportSize({ width: 767, height: 800 });
    await expect.poll(() => account.textContent()).toBe('');
    expect(await menuEntries(page)).toEqual(['Home', 'Results', 'Analyses', 'Shared Links']);

    // a phone's cards keep 16 px inside (antd's 576 px line), the narrowest phones' 12 px
    await page.setViewportSize({ width: 374, height: 800 });
    await expect.poll(() => layoutOf(page)).toEqual({ cardPadding: '16px', sideways: false });
    await page.setViewportSize({ width: 373, height: 800 });
    await expect.poll(async () => (await layoutOf(page)).cardPadding).toBe('12px');
    await page.setViewportSize({ width: 320, height: 700 });
    await expect.poll(() => layoutOf(page)).toEqual({ cardPadding: '12px', sideways: false });
    expect(s.errors).toEqual([]);
    // the next test of this file starts at the session's usual size
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
