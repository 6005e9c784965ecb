import type { Meta, StoryObj } from '@storybook/react-vite';
import { db } from '@mocks/db/store';
import { now } from '@mocks/db/clock';
import { WithUser, type StoryUserArgs } from '../testing/StoryUser';
import { NotValidatedBanner } from './NotValidatedBanner';

const meta = {
  title: 'Accounts/Cards/Not validated banner',
  args: { isOwn: true },
  parameters: { session: 'pending@example.com' },
  render: ({ userId, isOwn }) => (
    <WithUser userId={userId}>
      {(user) => <NotValidatedBanner user={user} isOwn={isOwn} />}
    </WithUser>
  ),
} satisfies Meta<StoryUserArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Resend Mail enabled. */
export const CanResend: Story = {};

/** Resent a minute ago: disabled with the 15-minute text. */
export const ResentRecently: Story = {
  beforeEach: () => {
    const u = db().users.find((x) => x.email === 'pending@example.com');
    if (u) u.confirmationResentAt = now() - 60;
  },
};

/** An admin sees the banner on another account without the resend button. */
export const AdminViewingUser: Story = {
  tags: ['admin'],
  args: { userId: 5, isOwn: false },
  parameters: { session: 'admin@example.com' },
};
