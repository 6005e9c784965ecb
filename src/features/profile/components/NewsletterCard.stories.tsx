import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
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

/** The toggle changed: Save is enabled. */
export const Changed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('switch'));
  },
};

/** Admins see another user's subscription read-only. */
export const AdminViewingUser: Story = {
  args: { userId: 1, isOwn: false },
  parameters: { session: 'admin@example.com' },
};
