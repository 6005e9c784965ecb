import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { loadingHandlers } from '@mocks/scenarios';
import { RegisterPage } from './RegisterPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';
import { pasteInto } from '@tests/utils/pasteInto';

const meta = {
  title: 'Accounts/Register',
  tags: ['screen', 'autodocs'],
  component: RegisterPage,
  parameters: { session: null, router: { url: '/register' } },
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, email = 'fresh@example.com') {
  const canvas = within(canvasElement);
  await pasteInto(userEvent, await canvas.findByLabelText('Work e-mail'), email);
  await pasteInto(userEvent, canvas.getByLabelText('Password'), 'Secret123');
  await pasteInto(userEvent, canvas.getByLabelText('Repeat password'), 'Secret123');
  await pasteInto(userEvent, canvas.getByLabelText('First name'), 'Frida');
  await pasteInto(userEvent, canvas.getByLabelText('Last name'), 'Fresh');
  await pasteInto(userEvent, canvas.getByLabelText('Company'), 'Fresh Water Labs');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I accept the Terms of Use/ }));
  return canvas;
}

/** The empty form: Sign Up stays disabled until the password checklist passes. */
export const Empty: Story = {};

/** Every field filled in; ready to sign up. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  },
};

/** A weak password: the checklist shows what is missing. */
export const WeakPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'password');
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
  },
};

/** Submitted with only a password: every required field says so. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Password'), 'Secret123');
    await userEvent.type(canvas.getByLabelText('Repeat password'), 'Secret12');
    await userEvent.type(canvas.getByLabelText('Company'), 'AB');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('Work e-mail is required')).toBeInTheDocument();
    await expect(canvas.getByText('Passwords do not match')).toBeInTheDocument();
  },
};

/** The company field suggests names from the company search. */
export const CompanySuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Company'), 'Aqua');
  },
};

/** The e-mail belongs to an account: the message sits on the field and in a notification. */
export const EmailAlreadyUsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'user@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(await canvas.findByText('The e-mail is already used.')).toBeInTheDocument();
  },
};

/** Submitted while the server has not answered yet. */
export const Submitting: Story = {
  parameters: { msw: { handlers: loadingHandlers('register') } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
  },
};

/** On a phone: the form in one column. */
export const Phone: Story = { tags: ['phone'], ...onAPhone, play: looksRightOnAPhone() };
