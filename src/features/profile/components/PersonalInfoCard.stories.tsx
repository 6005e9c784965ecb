import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WithUser, type StoryUserArgs } from '../testing/StoryUser';
import { PersonalInfoCard } from './PersonalInfoCard';

const meta = {
  title: 'Accounts/Cards/Personal info card',
  args: { isOwn: true },
  render: ({ userId, isOwn }) => (
    <WithUser userId={userId}>{(user) => <PersonalInfoCard user={user} isOwn={isOwn} />}</WithUser>
  ),
} satisfies Meta<StoryUserArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const NewUser: Story = { parameters: { session: 'new@example.com' } };

export const AdminViewingUser: Story = {
  tags: ['admin'],
  args: { userId: 1, isOwn: false },
  parameters: { session: 'admin@example.com' },
};

export const EditDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Edit personal information'));
  },
};

export const EditDialogWithErrors: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByLabelText('Edit personal information'));
    const body = within(document.body);
    await userEvent.clear(await body.findByLabelText('Display name'));
    await userEvent.clear(body.getByLabelText('First name'));
    await userEvent.clear(body.getByLabelText('Work e-mail'));
    await userEvent.type(body.getByLabelText('Work e-mail'), 'admin@example');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Invalid e-mail')).toBeInTheDocument();
    await expect(body.getByText('First name is required')).toBeInTheDocument();
  },
};

export const PasswordDialog: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Edit Password/ }));
  },
};

/** The server answers 400 to a wrong current password. */
export const PasswordDialogWrongCurrent: Story = {
  tags: ['dialog'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Edit Password/ }));
    const body = within(document.body);
    await userEvent.type(await body.findByLabelText('Current password'), 'Wrong-password1');
    await userEvent.type(body.getByLabelText('New password'), 'NewPassword2');
    await userEvent.type(body.getByLabelText('Repeat new password'), 'NewPassword3');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(await body.findByText('Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(body.getByLabelText('Repeat new password'));
    await userEvent.type(body.getByLabelText('Repeat new password'), 'NewPassword2');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await expect(
      (await body.findAllByText('The current password is not correct.')).length,
    ).toBeGreaterThan(0);
  },
};
