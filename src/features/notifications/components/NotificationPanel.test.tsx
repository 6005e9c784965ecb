import { screen, waitFor, within } from '@testing-library/react';
import { call } from '@tests/utils/apiClient';
import { signIn } from '@tests/utils/render';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/store';
import { scenarios } from '@mocks/scenarios';
import { bell, renderApp, section, titlesIn } from '../testing/testApp';

afterEach(() => server.events.removeAllListeners());

const NEW = 'New notifications';
const PREVIOUS = 'Previous notifications';
const NO_NEW = "You currently don't have new notifications.";
const NO_OLD = "You currently don't have old notifications.";
const readState = async () =>
  Object.fromEntries(
    (
      (await call('GET', '/notifications')).body['hydra:member'] as {
        id: number;
        isRead: boolean;
      }[]
    ).map((n) => [n.id, n.isRead]),
  );

async function openPanel(unread: number) {
  const r = await renderApp();
  await r.user.click(await bell(unread));
  await screen.findByRole('region', { name: 'Notifications' });
  return r;
}

describe('NotificationPanel (whole app, real handlers)', () => {
  it('shows the unread count and both sections, newest first', async () => {
    await signIn('user@example.com');
    await openPanel(2);
    expect(await titlesIn(NEW)).toEqual([
      "What's New: Achievements",
      'Scheduled maintenance on December 2',
    ]);
    expect(await titlesIn(PREVIOUS)).toEqual([
      'Nitrite test strips now available',
      "What's New in Version 2.3",
    ]);
    // the seed sends them at noon (the tests run in UTC): month/day/year, 12-hour clock
    expect((await section(NEW)).getByText('11/14/2026 12:00 pm')).toBeInTheDocument();
    expect((await section(NEW)).getByText('10/21/2026 12:00 pm')).toBeInTheDocument();
  });

  it('marks one read with the check icon: the count drops and it moves to Previous', async () => {
    await signIn('user@example.com');
    const { user } = await openPanel(2);
    await user.click(
      (await section(NEW)).getByRole('button', {
        name: 'Mark as read: Scheduled maintenance on December 2',
      }),
    );
    expect(await bell(1)).toBeInTheDocument();
    await waitFor(async () => expect(await titlesIn(NEW)).toEqual(["What's New: Achievements"]));
    expect(await titlesIn(PREVIOUS)).toContain('Scheduled maintenance on December 2');
    expect((await readState())[3]).toBe(true);
    // read notifications have no check icon
    expect((await section(PREVIOUS)).queryByRole('button', { name: /mark as read/i })).toBeNull();
  });

  it('opens a notification: its detail shows and it becomes read; Back returns to the list', async () => {
    await signIn('user@example.com');
    const { user } = await openPanel(2);
    await user.click(
      (await section(NEW)).getByRole('button', { name: "What's New: Achievements" }),
    );
    const detail = within(await screen.findByRole('article', { name: "What's New: Achievements" }));
    expect(detail.getByRole('heading', { name: "What's New: Achievements" })).toBeInTheDocument();
    expect(detail.getByText('Streaks of 5, 10 and 15 days')).toBeInTheDocument();
    expect(detail.getByText('11/14/2026 12:00 pm')).toBeInTheDocument();
    expect(detail.queryByRole('img', { name: "What's New: Achievements" })).toBeNull();
    expect(await bell(1)).toBeInTheDocument();
    expect((await readState())[4]).toBe(true);
    await user.click(detail.getByRole('button', { name: 'Back' }));
    expect(await titlesIn(NEW)).toEqual(['Scheduled maintenance on December 2']);
  });

  it('shows the image of a read notification without marking it again; reopening shows the list', async () => {
    await signIn('user@example.com');
    const { user } = await openPanel(2);
    const puts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') puts.push(request.url);
    });
    await user.click(
      (await section(PREVIOUS)).getByRole('button', { name: 'Nitrite test strips now available' }),
    );
    const detail = within(await screen.findByRole('article'));
    expect(detail.getByRole('img', { name: 'Nitrite test strips now available' })).toHaveAttribute(
      'src',
      '/api/broadcast-image/2',
    );
    expect((await call('GET', '/broadcast-image/2')).status).toBe(200);
    expect(puts).toEqual([]);
    // closing and reopening the bell starts at the list again
    await user.click(await bell(2));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    await user.click(await bell(2));
    expect(await titlesIn(NEW)).toHaveLength(2);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('shows both empty texts when there are no notifications', async () => {
    db().broadcasts = [];
    await signIn('user@example.com');
    const { user } = await renderApp();
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect((await section(NEW)).getByText(NO_NEW)).toBeInTheDocument();
    expect((await section(PREVIOUS)).getByText(NO_OLD)).toBeInTheDocument();
  });

  it('shows "no old notifications" for an account that has read none', async () => {
    await signIn('new@example.com');
    await openPanel(4);
    expect((await section(PREVIOUS)).getByText(NO_OLD)).toBeInTheDocument();
    expect(await titlesIn(NEW)).toHaveLength(4);
  });

  it('keeps a notification unread when marking fails (central handler shows the error)', async () => {
    await signIn('user@example.com');
    const { user } = await openPanel(2);
    scenarios.failing('readNotification');
    await user.click(
      (await section(NEW)).getByRole('button', { name: "Mark as read: What's New: Achievements" }),
    );
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    expect(await titlesIn(NEW)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
  });

  it('shows the error state when the list cannot be loaded', async () => {
    scenarios.failing('listNotifications');
    await signIn('user@example.com');
    const { user } = await renderApp();
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const panel = within(await screen.findByRole('region', { name: 'Notifications' }));
    expect(await panel.findByText('An error occurred.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
