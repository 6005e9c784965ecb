import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/utils/render';
import { pasteInto } from '@tests/utils/pasteInto';
import { call } from '@tests/utils/apiClient';
import { configureClock, MINUTE, now } from '@mocks/db/clock';
import { db } from '@mocks/db/store';

const captchaCode = () =>
  screen.getByRole('img', { name: 'Captcha code' }).getAttribute('data-code') ?? '';

async function openLogin() {
  const r = await renderWithProviders(null, { url: '/login' });
  await screen.findByRole('button', { name: 'Login' });
  return r;
}

async function fill(
  r: Awaited<ReturnType<typeof openLogin>>,
  email: string,
  password: string,
  captcha = captchaCode(),
) {
  // each field filled in one go (a paste): these tests check the login, not typing
  const enter = (label: string, value: string) =>
    pasteInto(r.user, screen.getByLabelText(label), value);
  if (email) await enter('E-mail', email);
  if (password) await enter('Password', password);
  if (captcha) await enter('Captcha', captcha);
}

const submit = (r: Awaited<ReturnType<typeof openLogin>>) =>
  r.user.click(screen.getByRole('button', { name: 'Login' }));

describe('LoginPage', () => {
  it('shows the product title, the captcha, the options and the links', async () => {
    await openLogin();
    const page = within(screen.getByRole('region', { name: 'Login' }));
    const title = page.getByRole('heading', { level: 1, name: 'StripScan®' });
    // the logo beside the name is decorative (alt=""): the name already says it
    expect(title.parentElement?.querySelector('img')).toHaveAttribute(
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

  it('points visitors to the phone app: heading, illustration, Learn more and both stores', async () => {
    await openLogin();
    const banner = within(screen.getByRole('complementary', { name: /strip scanner\?$/ }));
    expect(
      banner.getByRole('heading', { name: 'What is the StripScan® strip scanner?' }),
    ).toBeVisible();
    expect(
      banner.getByRole('link', { name: 'Learn more about the StripScan® app' }),
    ).toHaveAttribute('href', 'https://www.example.com/stripscan');
    for (const [name, host] of [
      ['Download on the App Store', 'apps.apple.com'],
      ['Get it on Google Play', 'play.google.com'],
    ]) {
      const link = banner.getByRole('link', { name });
      expect(link.getAttribute('href')).toContain(host);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(document.querySelector('img[src="/promo/phone.svg"]')).not.toBeNull();
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

  it('shows the server’s throttling message after 5 refused logins (429)', async () => {
    for (let i = 0; i < 5; i++)
      await call('POST', '/login', { email: 'user@example.com', password: 'Wrong1pass' });
    const r = await openLogin();
    await fill(r, 'user@example.com', 'Password1');
    await submit(r);
    expect(
      await screen.findByText('Too many failed login attempts. Please try again in 15 minutes.'),
    ).toBeInTheDocument();
    expect(r.router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('shows other server messages as given', async () => {
    const r = await openLogin();
    await fill(r, 'user@example.com', 'Password1');
    db().users.find((u) => u.email === 'user@example.com')!.deletedAt = now();
    await submit(r);
    expect(await screen.findByText('Invalid credentials.')).toBeInTheDocument();
  });
});

// expired@example.com registered 3 days ago and never confirmed: its login is refused.
const expired = () => db().users.find((u) => u.email === 'expired@example.com')!;
const confirmationMails = () =>
  db().outbox.filter((m) => m.to === 'expired@example.com' && m.kind === 'confirmation');

/** The reminder box (an antd Alert) with this title. */
async function reminder(title: string) {
  const text = await screen.findByText(title, { selector: '.ant-alert-title, .ant-alert-title *' });
  return text.closest<HTMLElement>('.ant-alert')!;
}

async function loginExpired(r: Awaited<ReturnType<typeof openLogin>>) {
  await r.user.clear(screen.getByLabelText('E-mail'));
  await r.user.clear(screen.getByLabelText('Captcha'));
  await fill(r, 'expired@example.com', 'Password1');
  const previous = screen.getByRole('region', { name: 'Login' }).querySelector('.ant-alert');
  await submit(r);
  if (previous) await waitFor(() => expect(previous).not.toBeInTheDocument());
  return reminder('You need to confirm your account.');
}

describe('LoginPage reminders', () => {
  it('logs in an unconfirmed account within 24 hours of registering', async () => {
    const r = await openLogin();
    await fill(r, 'pending@example.com', 'Password1');
    await submit(r);
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByText('You need to confirm your account.')).toBeNull();
  });

  it('reminds an account unconfirmed after 24 hours and resends the confirmation mail once', async () => {
    const r = await openLogin();
    const alert = within(await loginExpired(r));
    expect(
      alert.getByText(
        'You cannot log in because your account was not confirmed within 24 hours of registering. Please open the link in the confirmation mail we sent you.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(db().cookieSession).toBeNull();
    expect(confirmationMails()).toHaveLength(0);

    await r.user.click(alert.getByRole('button', { name: 'Resend confirmation mail' }));
    expect(
      await alert.findByText('The confirmation mail was send successfully.'),
    ).toBeInTheDocument();
    expect(confirmationMails()).toHaveLength(1);
    expect(alert.queryByRole('button', { name: 'Resend confirmation mail' })).toBeNull();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();

    // Logging in again within 15 minutes: the server allows no resend, the text says why.
    const again = within(await loginExpired(r));
    expect(
      await again.findByText(
        'You cannot request a new confirmation mail because one already exists. The resend is allowed only once every 15 minutes.',
      ),
    ).toBeInTheDocument();
    expect(again.queryByRole('button', { name: 'Resend confirmation mail' })).toBeNull();

    // 15 minutes later the link is back.
    configureClock({ offset: 16 * MINUTE });
    const later = within(await loginExpired(r));
    await r.user.click(await later.findByRole('button', { name: 'Resend confirmation mail' }));
    expect(
      await later.findByText('The confirmation mail was send successfully.'),
    ).toBeInTheDocument();
    expect(confirmationMails()).toHaveLength(2);
  });

  it('shows the 15-minute rule when the server refuses the resend (429)', async () => {
    const r = await openLogin();
    const alert = within(await loginExpired(r));
    const link = alert.getByRole('button', { name: 'Resend confirmation mail' });
    expired().confirmationResentAt = now(); // resent meanwhile from another device
    await r.user.click(link);
    expect(
      await alert.findByText(
        'You cannot request a new confirmation mail because one already exists. The resend is allowed only once every 15 minutes.',
      ),
    ).toBeInTheDocument();
    expect(confirmationMails()).toHaveLength(0);
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('lets the account in once the resent link is confirmed', async () => {
    const r = await openLogin();
    const alert = within(await loginExpired(r));
    await r.user.click(alert.getByRole('button', { name: 'Resend confirmation mail' }));
    await alert.findByText('The confirmation mail was send successfully.');
    const confirmed = await call('POST', `/register/confirm/${expired().confirmationToken}`);
    expect(confirmed.status).toBe(200);
    await r.user.clear(screen.getByLabelText('E-mail'));
    await r.user.clear(screen.getByLabelText('Captcha'));
    await fill(r, 'expired@example.com', 'Password1');
    await submit(r);
    await waitFor(() => expect(r.router.state.location.pathname).toBe('/dashboard'));
  });

  it('refuses while a password request is pending', async () => {
    expect((await call('POST', '/resetting/request', { email: 'user@example.com' })).status).toBe(
      200,
    );
    const r = await openLogin();
    await fill(r, 'user@example.com', 'Password1');
    await submit(r);
    expect(
      await screen.findByText(
        'You cannot log in because you requested a new password. Please set it with the link in the mail we sent you.',
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('says the password was set when reached with state.passwordSet', async () => {
    const r = await renderWithProviders(null, { url: '/login' });
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByText(/Your new password has been set/)).toBeNull();
    await act(() => r.router.navigate('/login', { state: { passwordSet: true } }));
    expect(
      await screen.findByText('Your new password has been set. You can now log in with it.'),
    ).toBeInTheDocument();
  });
});
