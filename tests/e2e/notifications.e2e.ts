/**
 * Notification journeys against the build:demo app (user@example.com: 2 unread, 2 read):
 * the bell's count, marking one read with the check icon, opening one (detail, marked read),
 * and the read state surviving a reload. Screenshots of the open panel and the detail view.
 */
import { describe, expect, it } from 'vitest';
import { openAs, sessionPerTest } from './browser';
import { expectAccessible, shot } from './screens';

const s = sessionPerTest();

const bellLabel = () => s.page.getByTestId('notification-bell').getAttribute('aria-label');
const panel = () => s.page.getByRole('region', { name: 'Notifications', exact: true });
const section = (name: string) => panel().getByRole('region', { name, exact: true });

async function waitForBell(label: string) {
  await s.page.getByRole('button', { name: label, exact: true }).waitFor();
}

describe('notifications', () => {
  it('marks notifications read from the panel and keeps them read after a reload', async () => {
    await openAs(s.page, 'user@example.com', '/analyses');
    await waitForBell('Notifications, 2 unread');

    await s.page.getByTestId('notification-bell').click();
    await section('New notifications')
      .getByRole('button', { name: 'Scheduled maintenance on December 2', exact: true })
      .waitFor();
    await expectAccessible(s.page, 'notification panel');
    await shot(s.page, 'notifications-panel');

    // check icon: the count drops and the notification moves to Previous
    await section('New notifications')
      .getByRole('button', { name: 'Mark as read: Scheduled maintenance on December 2' })
      .click();
    await waitForBell('Notifications, 1 unread');
    await section('Previous notifications')
      .getByRole('button', { name: 'Scheduled maintenance on December 2', exact: true })
      .waitFor();

    // opening one: detail view, marked read
    await section('New notifications')
      .getByRole('button', { name: "What's New: Achievements", exact: true })
      .click();
    const detail = panel().getByRole('article', { name: "What's New: Achievements" });
    await detail.getByText('Streaks of 5, 10 and 15 days').waitFor();
    await waitForBell('Notifications');
    await detail.getByRole('button', { name: 'Back' }).click();
    await section('New notifications')
      .getByText("You currently don't have new notifications.")
      .waitFor();

    await s.page.reload();
    await s.page.getByRole('menuitem', { name: 'Results' }).waitFor();
    await waitForBell('Notifications');
    expect(await bellLabel()).toBe('Notifications');
    await s.page.getByTestId('notification-bell').click();
    const previous = section('Previous notifications');
    await previous.getByRole('button', { name: "What's New: Achievements", exact: true }).waitFor();
    expect(await previous.getByRole('listitem').count()).toBe(4);
    expect(s.errors).toEqual([]);
  });

  it('keeps the open panel on screen on a phone, where it is wider than the room left of the bell', async () => {
    await s.page.setViewportSize({ width: 390, height: 844 });
    await openAs(s.page, 'user@example.com', '/analyses');
    await s.page.getByTestId('notification-bell').click();
    await section('New notifications').getByRole('listitem').first().waitFor();
    const box = await panel().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(s.errors).toEqual([]);
  });

  it('shows the detail of a notification with its image', async () => {
    await openAs(s.page, 'user@example.com', '/analyses');
    await s.page.getByTestId('notification-bell').click();
    await section('Previous notifications')
      .getByRole('button', { name: 'Nitrite test strips now available', exact: true })
      .click();
    const image = panel().getByRole('img', { name: 'Nitrite test strips now available' });
    await image.waitFor();
    await s.page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('article img');
      return !!img && img.complete && img.naturalWidth > 0;
    });
    await expectAccessible(s.page, 'notification detail');
    await shot(s.page, 'notifications-detail');
    // it was read already: the count stays
    expect(await bellLabel()).toBe('Notifications, 2 unread');
    expect(s.errors).toEqual([]);
  });
});
