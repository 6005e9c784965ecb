/**
 * The back-office's layout in a real browser window, against the build:demo app: the account
 * menu opening above a notice, and a notification's tiles aligned with its content.
 */
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, checkScreen, openAs, sessionPerTest, shot } from './browser';

const s = sessionPerTest();
const ADMIN = 'Markus Weber';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

describe('back-office layout', () => {
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
