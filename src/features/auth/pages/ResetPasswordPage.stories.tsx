import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { loadingHandlers } from '@mocks/scenarios';
import { ResetPasswordPage } from './ResetPasswordPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';
import { pasteInto } from '@tests/utils/pasteInto';

/** user@example.com has requested a reset whose link carries this token. */
const TOKEN = 'story-reset-token';

const meta = {
  title: 'Accounts/Reset password',
  tags: ['screen', 'autodocs'],
  component: ResetPasswordPage,
  parameters: {
    session: null,
    router: { url: `/resetting/reset/${TOKEN}`, path: '/resetting/reset/:token' },
  },
  beforeEach: () => {
    const u = db().users.find((x) => x.email === 'user@example.com');
    if (u) Object.assign(u, { passwordResetToken: TOKEN, passwordResetRequestedAt: now() });
  },
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link is being checked. */
export const CheckingLink: Story = {
  parameters: { msw: { handlers: loadingHandlers('validateResetToken') } },
};

/** A valid link: the empty form. */
export const Empty: Story = {};

/** The rules: too short, and the repeat does not match. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('New password'), 'Short1');
    await userEvent.type(canvas.getByLabelText('Repeat new password'), 'Short2');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText('Passwords do not match')).toBeInTheDocument();
  },
};

/** Filled in correctly, submitted while the server has not answered yet. */
export const Saving: Story = {
  parameters: { msw: { handlers: loadingHandlers('resetPassword') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pasteInto(userEvent, await canvas.findByLabelText('New password'), 'Brandnew42');
    await pasteInto(userEvent, canvas.getByLabelText('Repeat new password'), 'Brandnew42');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
  },
};

/** An invalid link: the notification 'There was no user found…' (the page then goes to login). */
export const InvalidLink: Story = {
  parameters: { router: { url: '/resetting/reset/nope', path: '/resetting/reset/:token' } },
};

/** On a phone: the new password's fields. */
export const Phone: Story = { tags: ['phone'], ...onAPhone, play: looksRightOnAPhone() };
