import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { scenarios } from '@mocks/scenarios';
import { renderWithProviders, signIn } from '@tests/utils/render';
import { DashboardCard } from './DashboardCard';
import { WelcomeCard } from './WelcomeCard';

const NO_NEWS =
  "You currently don't have notifications. News of new parameters and features will appear here.";

const renderCard = async () =>
  await renderWithProviders(
    <DashboardCard title="Welcome">
      <WelcomeCard />
    </DashboardCard>,
    { url: '/dashboard' },
  );

describe('WelcomeCard', () => {
  it('greets the user and shows the newest sent broadcast', async () => {
    await signIn('user@example.com');
    await renderCard();
    const u = db().users.find((x) => x.id === 1)!;
    const name = u.displayName?.trim() || [u.firstName, u.lastName].filter(Boolean).join(' ');
    expect(await screen.findByRole('heading', { name: `Welcome back, ${name}!` })).toBeVisible();
    expect(await screen.findByText("What's New: Achievements")).toBeVisible();
    expect(screen.queryByText('Winter sampling tips')).toBeNull(); // not sent yet
    expect(screen.getByText(/Collect achievements for your measurements/)).toBeVisible();
  });

  it("opens 'Learn more' with sanitized HTML and the image, and marks it read", async () => {
    const b = db().broadcasts.find((x) => x.id === 4)!;
    b.content =
      '<p>Hello <strong>world</strong></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>';
    b.image = db().broadcasts.find((x) => x.id === 2)!.image;
    await signIn('user@example.com');
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Learn more' }));
    const dialog = await screen.findByRole('dialog', { name: "What's New: Achievements" });
    expect(within(dialog).getByText('world').tagName).toBe('STRONG');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByRole('img', { name: "What's New: Achievements" })).toHaveAttribute(
      'src',
      '/api/broadcast-image/4',
    );
    await waitFor(() => expect(b.readBy).toContain(1));
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows no image when the broadcast has none', async () => {
    await signIn('user@example.com');
    const { user } = await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Learn more' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('img', { name: "What's New: Achievements" })).toBeNull();
  });

  it('says in a sentence that the user has no notifications when none was sent', async () => {
    db().broadcasts = [];
    await signIn('user@example.com');
    await renderCard();
    expect(await screen.findByText(NO_NEWS)).toBeVisible();
    expect(screen.queryByText('No Data')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Learn more' })).toBeNull();
  });

  it('shows the error state when the notifications fail', async () => {
    scenarios.failing('listNotifications');
    await signIn('user@example.com');
    await renderCard();
    expect(await screen.findByText('An error occurred.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeVisible();
  });
});
