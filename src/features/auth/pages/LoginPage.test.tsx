import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/utils/render';
import { db } from '@mocks/db/store';

const captchaCode = () =>
  screen.getByRole('img', { name: 'Captcha code' }).getAttribute('data-code') ?? '';

async function openLogin() {
  const r = renderWithProviders(null, { url: '/login' });
  await screen.findByRole('button', { name: 'Login' });
  return r;
}

async function fill(
  r: Awaited<ReturnType<typeof openLogin>>,
  email: string,
  password: string,
  captcha = captchaCode(),
) {
  if (email) await r.user.type(screen.getByLabelText('E-mail'), email);
  if (password) await r.user.type(screen.getByLabelText('Password'), password);
  if (captcha) await r.user.type(screen.getByLabelText('Captcha'), captcha);
}

const submit = (r: Awaited<ReturnType<typeof openLogin>>) =>
  r.user.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginPage', () => {
  it('shows the product title, the captcha, the options and the links', async () => {
    await openLogin();
    const page = within(screen.getByRole('region', { name: 'Login' }));
    expect(page.getByRole('heading', { name: 'StripScan®' })).toBeInTheDocument();
    expect(page.getByRole('img', { name: /logo/i })).toHaveAttribute(
      'src',
      expect.stringContaining('logo.svg'),
    );
    const canvas = screen.getByRole('img', { name: 'Captcha code' });
    expect(canvas).toHaveAttribute('width', '200');
    expect(canvas).toHaveAttribute('height', '100');
    expect(captchaCode()).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(screen.getByRole('checkbox', { name: 'Keep me logged in' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/resetting/request',
    );
  });

  it('Sign up goes to registration', async () => {
    const r = await openLogin();
    await r.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/register'));
  });

  it('validates the fields', async () => {
    const r = await openLogin();
    await submit(r);
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid captch.')).toBeInTheDocument();
    await r.user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    expect(await screen.findByText('Invalid e-mail')).toBeInTheDocument();
  });

  it('rejects a wrong captcha without calling the server', async () => {
    const r = await openLogin();
    await fill(r, 'user@example.com', 'Password1', 'zzzzz');
    await submit(r);
    expect(await screen.findByText('Invalid captch.')).toBeInTheDocument();
    expect(db().cookieSession).toBeNull();
  });

  it('logs in with a trimmed e-mail and a lower-case captcha, then goes home via the root', async () => {
    const r = await openLogin();
    await fill(r, '  user@example.com ', 'Password1', captchaCode().toLowerCase());
    await submit(r);
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
    const id = db().users.find((u) => u.email === 'user@example.com')!.id;
    expect(localStorage.getItem('userId')).toBe(String(id));
    expect(db().cookieSession).not.toBeNull();
  });

  it('an admin lands on the admin home', async () => {
    const r = await openLogin();
    await fill(r, 'admin@example.com', 'Password1');
    await submit(r);
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('shows Invalid credentials. for bad credentials and clears the password', async () => {
    const r = await openLogin();
    await fill(r, 'user@example.com', 'wrong-password');
    await submit(r);
    expect(await screen.findByText('Invalid credentials.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('E-mail')).toHaveValue('user@example.com');
    expect(localStorage.getItem('userId')).toBeNull();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('reminds an unconfirmed account to confirm', async () => {
    const r = await openLogin();
    await fill(r, 'pending@example.com', 'Password1');
    await submit(r);
    expect(await screen.findByText('You need to confirm your account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows other server messages as given', async () => {
    const r = await openLogin();
    await fill(r, 'expired@example.com', 'Password1');
    await submit(r);
    expect(
      await screen.findByText(
        'Your account was not confirmed within 24 hours. Please register again.',
      ),
    ).toBeInTheDocument();
  });
});
