/**
 * One broadcast as its readers see it, from the notifications the mock server sends
 * user@example.com (the real handlers answer the list and the picture).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BroadcastNotification } from '@/api';
import { db } from '@mocks/db/store';
import { call } from '@tests/utils/apiClient';
import { renderUi, signIn } from '@tests/utils/render';
import { BroadcastView } from './BroadcastView';

/** user@example.com's notification `id`, as the server sends it. */
async function notification(id: number): Promise<BroadcastNotification> {
  await signIn('user@example.com');
  const list = (await call('GET', '/notifications')).body['hydra:member'];
  return (list as BroadcastNotification[]).find((n) => n.id === id)!;
}

describe('BroadcastView', () => {
  it('shows the title, when it was sent, the picture and the text', async () => {
    await renderUi(
      <BroadcastView broadcast={await notification(2)} headingLevel={5} showSent compact />,
    );
    expect(
      screen.getByRole('heading', { level: 5, name: 'Nitrite test strips now available' }),
    ).toBeInTheDocument();
    // sent at noon (the tests run in UTC): month/day/year, 12-hour clock
    expect(screen.getByText('09/06/2026 12:00 pm')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Nitrite test strips now available' });
    expect(picture).toHaveAttribute('src', '/api/broadcast-image/2');
    const answer = await call('GET', '/broadcast-image/2');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(screen.getByText('Find the new strips in our shop.')).toBeInTheDocument();
    expect(screen.getByText(/^Nitrite \(NO/).tagName).toBe('STRONG');
  });

  it('leaves the title to a dialog frame and the dates to the page; no picture it has not', async () => {
    await renderUi(<BroadcastView broadcast={await notification(4)} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('11/14/2026 12:00 pm')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Streaks of 5, 10 and 15 days')).toBeInTheDocument();
  });

  it('shows the text without scripts or event handlers', async () => {
    db().broadcasts.find((b) => b.id === 4)!.content =
      '<p>Hello <strong>world</strong></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>';
    const { container } = await renderUi(
      <BroadcastView broadcast={await notification(4)} headingLevel={2} showSent />,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: "What's New: Achievements" }),
    ).toBeVisible();
    expect(screen.getByText('11/14/2026 12:00 pm')).toBeInTheDocument();
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
  });
});
