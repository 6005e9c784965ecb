import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithUser, type StoryUserArgs } from '../testing/StoryUser';
import { CompanyCard } from './CompanyCard';

const meta = {
  title: 'Accounts/Cards/Company card',
  args: { isOwn: true },
  render: ({ userId, isOwn }) => (
    <WithUser userId={userId}>{(user) => <CompanyCard user={user} isOwn={isOwn} />}</WithUser>
  ),
} satisfies Meta<StoryUserArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** new@example.com: only company, city and country. */
export const Sparse: Story = { parameters: { session: 'new@example.com' } };

export const AdminViewingUser: Story = {
  tags: ['admin'],
  args: { userId: 3, isOwn: false },
  parameters: { session: 'admin@example.com' },
};

export const EditDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByLabelText('Edit company'));
  },
};

export const EditDialogWithErrors: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByLabelText('Edit company'));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.clear(dialog.getByLabelText('Company'));
    await userEvent.type(dialog.getByLabelText('Company'), 'AB');
    await userEvent.clear(dialog.getByLabelText('Phone'));
    await userEvent.type(dialog.getByLabelText('Phone'), 'call me');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Incorrect format')).toBeInTheDocument();
  },
};
