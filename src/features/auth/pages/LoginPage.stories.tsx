import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginPage } from './LoginPage';

const meta = {
  title: 'Auth/LoginPage',
  component: LoginPage,
  parameters: { session: null, router: { url: '/login' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form as a visitor sees it. */
export const Empty: Story = {};

/** Submitting the empty form: every field shows its message. */
export const WithValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('E-mail is required')).toBeInTheDocument();
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
    await expect(canvas.getByText('Invalid captch.')).toBeInTheDocument();
  },
};

async function submitAs(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  const code = canvas.getByRole('img', { name: 'Captcha code' }).getAttribute('data-code') ?? '';
  await userEvent.type(canvas.getByLabelText('E-mail'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.type(canvas.getByLabelText('Captcha'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  return canvas;
}

/** The server refuses the password: 'Invalid credentials.' and the password is cleared. */
export const BadCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'user@example.com', 'wrong-password');
    await expect(await canvas.findByText('Invalid credentials.')).toBeInTheDocument();
  },
};

/** An account that is not confirmed yet gets the reminder. */
export const UnconfirmedAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'pending@example.com', 'Password1');
    await expect(await canvas.findByText('You need to confirm your account.')).toBeInTheDocument();
  },
};
