import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { WithUser, type StoryUserArgs } from '../testing/StoryUser';
import { DevicesCard } from './DevicesCard';

const meta = {
  title: 'Accounts/Cards/Devices card',
  args: { isOwn: true },
  render: ({ userId, isOwn }) => (
    <WithUser userId={userId}>{(user) => <DevicesCard user={user} isOwn={isOwn} />}</WithUser>
  ),
} satisfies Meta<StoryUserArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** No device logged in (new@example.com has none in the seed). */
export const Empty: Story = { parameters: { session: 'new@example.com' } };

export const ManageDevicesDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Manage Devices' }),
    );
  },
};

/** The logout of a device answers 500: the central handler's text. */
export const LogoutFails: Story = {
  tags: ['dialog'],
  beforeEach: () => {
    const u = db().users.find((x) => x.email === 'user@example.com');
    if (u) u.loggedInDevices = u.loggedInDevices.slice(0, 2);
  },
  play: async ({ canvasElement }) => {
    const { scenarios } = await import('@mocks/scenarios');
    scenarios.failing('logoutDevice');
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Manage Devices' }),
    );
    await userEvent.click(await within(document.body).findByLabelText('Logout Pixel 8'));
  },
};
