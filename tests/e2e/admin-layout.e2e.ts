/**
 * The back-office's layout in a real browser window, against the build:demo app: the shell at
 * its two breakpoints (the side navigation from 1164 px, its tabs behind the menu button below,
 * the mobile menu and a compact header below 434 px), the account menu opening above a notice,
 * and a notification's tiles aligned with its content.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, openAs, sessionPerTest } from './browser';
import { checkScreen, shot } from './screens';

const s = sessionPerTest();
const ADMIN = 'Markus Weber';

const menuEntries = (nav: Locator) => nav.getByRole('menuitem').allTextContents();

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile navigation' });
  await menu.getByRole('link', { name: 'Home' }).waitFor();
  return menu;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

describe('back-office layout', () => {
  it('switches the navigation at 1164 px and 434 px', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1164, height: 900 });
    await openAs(page, 'admin@example.com', '/admin/dashboard');
    const side = page.getByRole('navigation', { name: 'Main navigation' });
    await side.getByRole('link', { name: 'Monitoring' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).count()).toBe(0);
    await checkScreen(page, 'admin-shell-1164');

    await page.setViewportSize({ width: 1163, height: 900 });
    await side.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: `Account menu of ${ADMIN}` })
      .getByText(ADMIN)
      .waitFor();
    let menu = await openMenu(page);
    expect(await menuEntries(menu)).toEqual([
      'Home',
      'Manage Parameter',
      'Notifications',
      'Help',
      'Monitoring',
    ]);
    await checkScreen(page, 'admin-shell-1163-menu');
    await menu.getByRole('link', { name: 'Monitoring' }).click();
    await page.waitForURL(`${BASE_URL}/admin/statistics`);
    await menu.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 433, height: 860 });
    const account = page.getByRole('button', { name: `Account menu of ${ADMIN}` });
    await expect.poll(() => account.textContent()).toBe('');
    menu = await openMenu(page);
    expect(await menuEntries(menu)).toEqual(['Home', 'Manage Parameter', 'Notifications', 'Help']);
    await checkScreen(page, 'admin-shell-433-menu');
    expect(s.errors).toEqual([]);
  });

  it('opens the account menu above a notice', async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, 'admin@example.com', '/admin/notification/6');
    await page.getByRole('button', { name: /Send$/ }).click();
    await page
      .getByRole('dialog', { name: 'Send notification' })
      .getByRole('button', { name: 'Send' })
      .click();
    const notice = page.getByRole('alert').filter({ hasText: 'The notification was sent.' });
    await notice.waitFor();

    await page.getByRole('button', { name: `Account menu of ${ADMIN}` }).click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await logout.waitFor();
    const item = await box(logout);
    const over = await box(notice);
    // the notice lies where the menu opens ...
    expect(item.x + item.width > over.x && item.y + item.height > over.y).toBe(true);
    // ... and the pointer reaches Logout, not the notice
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="menuitem"]')?.textContent,
      { x: item.x + item.width / 2, y: item.y + item.height / 2 },
    );
    expect(hit).toBe('Logout');
    await shot(page, 'admin-account-menu-over-notice');
    await logout.click();
    await page.waitForURL(`${BASE_URL}/login`);
    expect(s.errors).toEqual([]);
  });

  it("aligns a notification's tiles with its content", async () => {
    const { page } = s;
    await page.setViewportSize({ width: 1440, height: 900 });
    await openAs(page, 'admin@example.com', '/admin/notification/5');
    const content = page.locator('.ant-card', { has: page.getByRole('heading', { level: 2 }) });
    await content.waitFor();
    const tile = (title: string) =>
      page.locator('.ant-card', {
        has: page.locator('.ant-statistic-title', { hasText: title }),
      });
    const [created, views, body] = await Promise.all([
      box(tile('Created')),
      box(tile('Views')),
      box(content),
    ]);
    expect(Math.abs(created.x - body.x)).toBeLessThan(1);
    expect(Math.abs(views.x + views.width - (body.x + body.width))).toBeLessThan(1);
    await checkScreen(page, 'admin-notification-detail');
  });
});
