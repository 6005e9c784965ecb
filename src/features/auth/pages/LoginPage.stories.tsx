import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';
import { loadingHandlers } from '@mocks/scenarios';
import { sendPasswordReset } from '@mocks/model/mail/outbox';
import { LoginPage } from './LoginPage';
import { looksRightOnAPhone, onAPhone } from '@tests/stories/phoneChecks';
import { pasteInto } from '@tests/utils/pasteInto';

const meta = {
  title: 'Accounts/Login',
  tags: ['screen', 'autodocs'],
  component: LoginPage,
  parameters: { session: null, router: { url: '/login' } },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const RESEND_REFUSED =
  'You cannot request a new confirmation mail because one already exists. The resend is allowed only once every 15 minutes.';

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

async function submitAs(canvasElement: HTMLElement, email: string, password = 'Password1') {
  const canvas = within(canvasElement);
  const captcha = await canvas.findByRole('img', { name: 'Captcha code' });
  await pasteInto(userEvent, canvas.getByLabelText('E-mail'), email);
  await pasteInto(userEvent, canvas.getByLabelText('Password'), password);
  await pasteInto(
    userEvent,
    canvas.getByLabelText('Captcha'),
    captcha.getAttribute('data-code') ?? '',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  return canvas;
}

/** Filled in and submitted while the server has not answered yet (the button spins). */
export const LoggingIn: Story = {
  parameters: { msw: { handlers: loadingHandlers('login') } },
  play: async ({ canvasElement }) => {
    await submitAs(canvasElement, 'user@example.com');
  },
};

/** The server refuses the password: 'Invalid credentials.' and the password is cleared. */
export const BadCredentials: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'user@example.com', 'wrong-password');
    await expect(await canvas.findByText('Invalid credentials.')).toBeInTheDocument();
  },
};

/** An account still unconfirmed 24 hours after registering gets the reminder with the resend link. */
export const UnconfirmedAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'expired@example.com');
    await expect(await canvas.findByText('You need to confirm your account.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Resend confirmation mail' })).toBeVisible();
  },
};

/** The resend link clicked: the success text replaces it. */
export const ResendSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'expired@example.com');
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend confirmation mail' }));
    await expect(
      await canvas.findByText('The confirmation mail was send successfully.'),
    ).toBeInTheDocument();
  },
};

/** Resent a minute ago: no link, the 15-minute rule instead. */
export const ResendNotAllowed: Story = {
  beforeEach: () => {
    const u = db().users.find((x) => x.email === 'expired@example.com');
    if (u) u.confirmationResentAt = now() - 60;
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'expired@example.com');
    await expect(await canvas.findByText(RESEND_REFUSED)).toBeInTheDocument();
  },
};

/** A password request is pending: the login waits for the new password. */
export const PasswordRequested: Story = {
  beforeEach: () => {
    const u = db().users.find((x) => x.email === 'user@example.com');
    if (u) sendPasswordReset(u);
  },
  play: async ({ canvasElement }) => {
    const canvas = await submitAs(canvasElement, 'user@example.com');
    await expect(
      await canvas.findByText(/^You cannot log in because you requested a new password\./),
    ).toBeInTheDocument();
  },
};

/** Arrives from the reset screen with the password-set message. */
function AfterReset() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/login', { replace: true, state: { passwordSet: true } });
  }, [navigate]);
  return <LoginPage />;
}

export const PasswordSet: Story = {
  render: () => <AfterReset />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your new password has been set. You can now log in with it.'),
    ).toBeInTheDocument();
  },
};

/** On a phone: the form in one column, nothing wider than the window. */
export const Phone: Story = {
  tags: ['phone'],
  ...onAPhone,
  play: looksRightOnAPhone('Keep me logged in'),
};
