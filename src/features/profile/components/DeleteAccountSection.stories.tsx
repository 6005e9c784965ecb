import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { WithUser, type StoryUserArgs } from '../testing/StoryUser';
import { DeleteAccountSection } from './DeleteAccountSection';

const meta = {
  title: 'Accounts/Cards/Delete account',
  args: { isOwn: true },
  render: ({ userId, isOwn }) => (
    <WithUser userId={userId}>
      {(user) => <DeleteAccountSection user={user} isOwn={isOwn} />}
    </WithUser>
  ),
} satisfies Meta<StoryUserArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OwnAccount: Story = {};

export const AdminDeletesUser: Story = {
  tags: ['admin'],
  args: { userId: 1, isOwn: false },
  parameters: { session: 'admin@example.com' },
};

/** Step 1: confirm. */
export const ConfirmStep: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Delete Account/ }),
    );
  },
};

/** Step 2: type DELETE (a wrong word keeps the button disabled). */
export const TypeDeleteStep: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Delete Account/ }),
    );
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Yes, continue' }));
    await userEvent.type(await body.findByLabelText('Type DELETE to confirm'), 'delete');
  },
};
