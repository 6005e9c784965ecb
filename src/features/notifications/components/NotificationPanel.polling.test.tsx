/**
 * The 30 s poll: a broadcast an admin sends later shows up with the next poll (and not before);
 * admins have no bell and never request the notification list.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { call, loginAs } from '@tests/utils/apiClient';
import { signIn } from '@tests/utils/render';
import { useWindowWidth } from '@tests/utils/windowWidth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { paths } from '@/shared/config/paths';
import { bell, renderApp, titlesIn } from '../testing/testApp';

const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] as const;

afterEach(() => {
  vi.useRealTimers();
  server.events.removeAllListeners();
});

async function sendBroadcastAsAdmin(title: string) {
  await loginAs('admin@example.com');
  const created = await call('POST', '/broadcasts', { title, content: '<p>Fresh news</p>' });
  expect(created.status).toBe(201);
  expect((await call('PUT', `/broadcasts/${created.body.id}/send`)).status).toBe(200);
  // one cookie jar in the mock: the browser is the user's again
  await loginAs('user@example.com');
}

describe('notification polling', () => {
  it('shows a broadcast sent later by an admin within one poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: [...TIMERS] });
    await signIn('user@example.com');
    const { user } = await renderApp();
    expect(await bell(2)).toBeInTheDocument();

    await sendBroadcastAsAdmin('Brand-new strips');
    // the bell polls every 30 s: nothing new after 28 s, the broadcast after 30 s
    await act(() => vi.advanceTimersByTimeAsync(28_000));
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await bell(3)).toBeInTheDocument();
    vi.useRealTimers();
    await user.click(await bell(3));
    expect((await titlesIn('New notifications'))[0]).toBe('Brand-new strips');
  });

  it('gives admins no bell and never requests /notifications', async () => {
    const requested: string[] = [];
    server.events.on('request:start', ({ request }) => {
      requested.push(new URL(request.url).pathname);
    });
    // the back-office shows its side navigation from 1164 px (jsdom's window is 1024 px wide)
    useWindowWidth(1440);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: [...TIMERS] });
    await signIn('admin@example.com');
    await renderApp(paths.adminHome);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Monitoring' })).toBeVisible(),
    );
    await act(() => vi.advanceTimersByTimeAsync(60_000));

    expect(requested).toContain('/api/users/2'); // the listener sees the app's calls
    expect(requested.filter((p) => p.includes('notification'))).toEqual([]);
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(screen.queryByRole('button', { name: /notifications/i })).toBeNull();
  });
});
