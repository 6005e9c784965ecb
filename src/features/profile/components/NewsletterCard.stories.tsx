import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { WithUser, type StoryUserArgs } from '../testing/StoryUser';
import { NewsletterCard } from './NewsletterCard';

const meta = {
  title: 'Accounts/Cards/Newsletter card',
  args: { isOwn: true },
  render: ({ userId, isOwn }) => (
    <WithUser userId={userId}>{(user) => <NewsletterCard user={user} isOwn={isOwn} />}</WithUser>
  ),
} satisfies Meta<StoryUserArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Subscribed (user@example.com); Save disabled until the toggle changes. */
export const Subscribed: Story = {};

export const NotSubscribed: Story = { parameters: { session: 'new@example.com' } };

/**
 * Subscribed an hour ago, the mailed link not opened yet: the card says so, until when the link
 * is valid, and offers to mail it again.
 */
export const WaitingForConfirmation: Story = {
  parameters: { session: 'new@example.com' },
  beforeEach: () => {
    const u = db().users.find((x) => x.email === 'new@example.com');
    if (u)
      Object.assign(u, { newsletterToken: 'story-link', newsletterTokenCreatedAt: now() - 3600 });
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(await card.findByText('Waiting for confirmation')).toBeVisible();
    await expect(card.getByRole('switch')).toBeChecked();
    await expect(card.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  },
};

/** The toggle changed: Save is enabled. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('switch'));
  },
};

/** Admins see another user's subscription read-only. */
export const AdminViewingUser: Story = {
  tags: ['admin'],
  args: { userId: 1, isOwn: false },
  parameters: { session: 'admin@example.com' },
};
