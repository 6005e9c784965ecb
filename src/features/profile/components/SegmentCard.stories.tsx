import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { WithUser, type StoryUserArgs } from '../testing/StoryUser';
import { SegmentCard } from './SegmentCard';

const meta = {
  title: 'Accounts/Cards/Segment card',
  args: { isOwn: true },
  render: ({ userId, isOwn }) => (
    <WithUser userId={userId}>{(user) => <SegmentCard user={user} isOwn={isOwn} />}</WithUser>
  ),
} satisfies Meta<StoryUserArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** new@example.com: segment and position only. */
export const Sparse: Story = { parameters: { session: 'new@example.com' } };

export const AdminViewingUser: Story = {
  tags: ['admin'],
  args: { userId: 1, isOwn: false },
  parameters: { session: 'admin@example.com' },
};

export const EditDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByLabelText('Edit segment'));
  },
};
