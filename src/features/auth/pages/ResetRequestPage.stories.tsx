import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { db } from '@mocks/db/store';
import { sendPasswordReset } from '@mocks/model/mail/outbox';
import { loadingHandlers } from '@mocks/scenarios';
import { ResetRequestPage } from './ResetRequestPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';
import { pasteInto } from '@tests/utils/pasteInto';

const meta = {
  title: 'Accounts/Reset request',
  tags: ['screen', 'autodocs'],
  component: ResetRequestPage,
  parameters: { session: null, router: { url: '/resetting/request' } },
} satisfies Meta<typeof ResetRequestPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function request(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  if (email) await pasteInto(userEvent, await canvas.findByLabelText('E-Mail'), email);
  await userEvent.click(await canvas.findByRole('button', { name: 'Reset password' }));
  return canvas;
}

export const Empty: Story = {};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await request(canvasElement, 'not-an-email');
    await expect(await canvas.findByText('Invalid e-mail')).toBeInTheDocument();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await request(canvasElement, '');
    await expect(await canvas.findByText('E-Mail is required')).toBeInTheDocument();
  },
};

/** The mail went out: the confirmation message. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await request(canvasElement, 'user@example.com');
    await expect(await canvas.findByText(/^An e-mail has been sent\./)).toBeInTheDocument();
  },
};

/** A request is still open: the server's message above the form. */
export const RequestExists: Story = {
  beforeEach: () => {
    const u = db().users.find((x) => x.email === 'user@example.com');
    if (u) sendPasswordReset(u);
  },
  play: async ({ canvasElement }) => {
    const canvas = await request(canvasElement, 'user@example.com');
    await expect(await canvas.findByText(/already exists/)).toBeInTheDocument();
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: loadingHandlers('requestPasswordReset') } },
  play: async ({ canvasElement }) => {
    await request(canvasElement, 'user@example.com');
  },
};

/** On a phone. */
export const Phone: Story = { tags: ['phone'], ...onAPhone, play: looksRightOnAPhone() };
