/**
 * Broadcast notifications from the sender's side to the readers', against the build:demo app:
 * an admin creates one with a picture (scaled to fit 1000 x 1000 before upload), types its text
 * with formatting and pastes a script into it, reviews and sends it; a user finds it unread in
 * the bell and opens it, and the admin then sees one view; the admin deletes it and it leaves
 * the user's panel. The pasted script never runs on any of these pages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, login, logout, openAs, sessionPerTest } from './browser';
import { pasteHtml, XSS_PAYLOAD, xssRan, gradientPng } from './pageInput';
import { checkScreen, shot } from './screens';

const s = sessionPerTest();
const TITLE = 'Spring sampling starts';

async function openBell(page: Page) {
  await page.getByTestId('notification-bell').click();
  return page.getByRole('region', { name: 'Notifications', exact: true });
}

describe('broadcast notifications', () => {
  it('an admin creates, reviews and sends one; a user reads it; once deleted it is gone', async () => {
    const { page } = s;
    await openAs(page, 'admin@example.com', '/admin/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page.getByRole('link', { name: 'Winter sampling tips' }).waitFor();
    // axe checks this screen as it first shows in a11y.e2e.ts
    await shot(page, 'broadcasts-list');

    await page.getByRole('button', { name: /Create new notification/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new notification' });
    await dialog.getByRole('switch', { name: 'Use Image' }).click();
    await page.getByTestId('broadcast-image-input').setInputFiles({
      name: 'spring.png',
      mimeType: 'image/png',
      buffer: gradientPng(2000, 1500),
    });
    await dialog.getByAltText('Notification image preview').waitFor();
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByText('78 / 100 characters left').waitFor();

    const text = dialog.getByRole('textbox', { name: 'Text' });
    await text.click();
    await page.keyboard.type('Take your first ');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('spring');
    await dialog.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' samples now.');
    await pasteHtml(text, `<p> Sign up${XSS_PAYLOAD}</p>`, ' Sign up');
    await dialog.getByText(/^\d+ \/ 300 characters left$/).waitFor();
    expect(await text.innerHTML()).not.toMatch(/onerror|<script/);
    await checkScreen(page, 'broadcast-dialog');
    await dialog.getByRole('button', { name: 'Save and review' }).click();

    await page.waitForURL(/\/admin\/notification\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    await page.locator('.broadcast-content strong', { hasText: 'spring' }).waitFor();
    // the picture was scaled in the browser: 2000 x 1500 fits 1000 x 1000 as 1000 x 750
    const size = await page.evaluate(async (bid) => {
      const bytes = new DataView(await (await fetch(`/api/broadcast-image/${bid}`)).arrayBuffer());
      return { width: bytes.getUint32(16), height: bytes.getUint32(20) };
    }, id);
    expect(size).toEqual({ width: 1000, height: 750 });
    await checkScreen(page, 'broadcast-detail-unsent');

    await page.getByRole('button', { name: /Send$/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Send notification' });
    await confirm.getByRole('button', { name: 'Send' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('button', { name: /Edit$/ }).count()).toBe(0);
    expect(await xssRan(page)).toBe(false);

    await logout(page);
    await login(page, 'user@example.com');
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.getByRole('button', { name: 'Notifications, 3 unread', exact: true }).waitFor();
    const panel = await openBell(page);
    const fresh = panel.getByRole('region', { name: 'New notifications', exact: true });
    await fresh.getByRole('button', { name: TITLE, exact: true }).click();
    const article = panel.getByRole('article', { name: TITLE });
    await article.getByText(/samples now/).waitFor();
    await article.getByRole('img', { name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'Notifications, 2 unread', exact: true }).waitFor();
    expect(await xssRan(page)).toBe(false);
    await logout(page);

    await login(page, 'admin@example.com');
    await page.waitForURL(`${BASE_URL}/admin/dashboard`);
    await page.goto(`${BASE_URL}/admin/notification/${id}`);
    await page.getByRole('heading', { level: 2, name: TITLE }).waitFor();
    const views = page.locator('.ant-statistic').filter({ hasText: 'Views' });
    await expect.poll(() => views.textContent()).toBe('Views1');
    await page.getByRole('button', { name: /Delete notification/ }).click();
    const del = page.getByRole('dialog', { name: 'Delete notification' });
    await del.getByRole('button', { name: 'Confirm deletion' }).click();
    await page.waitForURL(`${BASE_URL}/admin/notifications`);
    await page.getByRole('link', { name: 'Winter sampling tips' }).waitFor();
    expect(await page.getByRole('link', { name: TITLE }).count()).toBe(0);
    await logout(page);

    await login(page, 'user@example.com');
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await page.getByRole('button', { name: 'Notifications, 2 unread', exact: true }).waitFor();
    const after = await openBell(page);
    await after
      .getByRole('button', { name: 'Scheduled maintenance on December 2', exact: true })
      .first()
      .waitFor();
    expect(await after.getByRole('button', { name: TITLE, exact: true }).count()).toBe(0);
    expect(await xssRan(page)).toBe(false);
    expect(s.errors).toEqual([]);
  });

  it("the text's limit: a cleared text gets its message, typing past 300 characters is ignored", async () => {
    const { page } = s;
    await openAs(page, 'admin@example.com', '/admin/notifications');
    await page.getByRole('button', { name: /Create new notification/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Create new notification' });
    await dialog.getByLabel('Title').fill('Limits');
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await text.click();
    await page.keyboard.type('x');
    await page.keyboard.press('Backspace');
    await dialog.getByText('Please enter a text.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    await page.keyboard.insertText('a'.repeat(295));
    await page.keyboard.type('bcdefghij');
    await dialog.getByText('0 / 300 characters left').waitFor();
    expect(await text.textContent()).toBe(`${'a'.repeat(295)}bcdef`);
    expect(s.errors).toEqual([]);
  });
});
