import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders, type Rendered } from '@tests/utils/render';
import { call, loginAs } from '@tests/utils/apiClient';
import { db } from '@mocks/db/store';

const resetLink = (to = 'user@example.com') =>
  db()
    .outbox.filter((m) => m.to === to && m.kind === 'reset')
    .at(-1)?.link;

async function openRequest() {
  const r = await renderWithProviders(null, { url: '/resetting/request' });
  await screen.findByRole('button', { name: 'Reset password' });
  return r;
}

const notice = () => document.querySelector('.ant-notification-notice');

describe('password reset request', () => {
  it('validates the e-mail', async () => {
    const r = await openRequest();
    await r.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('E-Mail is required')).toBeInTheDocument();
    await r.user.type(screen.getByLabelText('E-Mail'), 'nope');
    expect(await screen.findByText('Invalid e-mail')).toBeInTheDocument();
    expect(db().outbox.some((m) => m.kind === 'reset')).toBe(false);
  });

  it('sends the mail and confirms it', async () => {
    const r = await openRequest();
    await r.user.type(screen.getByLabelText('E-Mail'), ' user@example.com ');
    await r.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText(
        'An e-mail has been sent. It contains a link you must click to reset your password.',
      ),
    ).toBeInTheDocument();
    expect(resetLink()).toMatch(/^\/resetting\/reset\/.+/);
    await r.user.click(screen.getByRole('link', { name: 'Return to login' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
  });

  it('shows the server message when a request already exists', async () => {
    await call('POST', '/resetting/request', { email: 'user@example.com' });
    const r = await openRequest();
    await r.user.type(screen.getByLabelText('E-Mail'), 'user@example.com');
    await r.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('A password request already exists. Please check your e-mails.'),
    ).toBeInTheDocument();
    expect(notice()).toBeNull();
  });

  it("'Return to login' goes to login", async () => {
    const r = await openRequest();
    await r.user.click(screen.getByRole('link', { name: 'Return to login' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
  });
});

async function openReset(): Promise<Rendered> {
  await call('POST', '/resetting/request', { email: 'user@example.com' });
  const r = await renderWithProviders(null, { url: resetLink()! });
  await screen.findByRole('button', { name: 'Set new password' });
  return r;
}

describe('password reset', () => {
  it('refuses an invalid link and goes to login', async () => {
    const r = await renderWithProviders(null, { url: '/resetting/reset/expired-token' });
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
    await waitFor(() =>
      expect(notice()).toHaveTextContent(
        'There was no user found. Maybe you already changed your password or the url expired. Please request a new one',
      ),
    );
  });

  it('validates the new password', async () => {
    const r = await openReset();
    const submit = () => r.user.click(screen.getByRole('button', { name: 'Set new password' }));
    await submit();
    expect(await screen.findByText('New password is required')).toBeInTheDocument();
    expect(screen.getByText('Repeat new password is required')).toBeInTheDocument();
    const password = screen.getByLabelText('New password');
    await r.user.type(password, 'Short1');
    expect(
      await screen.findByText('The password must be between 8 and 64 characters long.'),
    ).toBeInTheDocument();
    await r.user.clear(password);
    await r.user.type(password, 'longenough');
    expect(
      await screen.findByText('The password must contain at least one digit.'),
    ).toBeInTheDocument();
    await r.user.type(password, '1');
    expect(
      await screen.findByText('The password must contain at least one uppercase letter.'),
    ).toBeInTheDocument();
    await r.user.type(password, 'A');
    await r.user.type(screen.getByLabelText('Repeat new password'), 'longenough1B');
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(r.router.state.location.pathname).toMatch(/^\/resetting\/reset\//);
  });

  it('sets the new password and says so on the login page', async () => {
    const r = await openReset();
    await r.user.type(screen.getByLabelText('New password'), 'Brandnew42');
    await r.user.type(screen.getByLabelText('Repeat new password'), 'Brandnew42');
    await r.user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your new password has been set. You can now log in with it.'),
    ).toBeInTheDocument();
    await expect(loginAs('user@example.com', 'Brandnew42')).resolves.toBeGreaterThan(0);
  });

  it('goes to login when the link expires before the password is set', async () => {
    const r = await openReset();
    db().users.find((u) => u.email === 'user@example.com')!.passwordResetToken = 'other';
    await r.user.type(screen.getByLabelText('New password'), 'Brandnew42');
    await r.user.type(screen.getByLabelText('Repeat new password'), 'Brandnew42');
    await r.user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(notice()).toHaveTextContent(/^There was no user found\./));
  });
});

describe('/resetting paths', () => {
  it('/resetting opens the request screen', async () => {
    const r = await renderWithProviders(null, { url: '/resetting' });
    await screen.findByRole('button', { name: 'Reset password' });
    expect(r.router.state.location.pathname).toBe('/resetting/request');
  });

  it.each(['/resetting/reset', '/resetting/whatever/else'])(
    '%s shows the fallback',
    async (url) => {
      const r = await renderWithProviders(null, { url });
      expect(
        await screen.findByText('This password reset page does not exist.'),
      ).toBeInTheDocument();
      await r.user.click(screen.getByRole('button', { name: 'Request a new link' }));
      await waitFor(() => expect(r.router.state.location.pathname).toBe('/resetting/request'));
    },
  );
});
