import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClock, DAY, HOUR, MINUTE, now } from '@mocks/db/clock';
import { db, updateSettings } from '@mocks/db/store';
import { API, call, loginAs } from '@tests/utils/apiClient';

// the server's words, which the screens show as they are
const NOT_CONFIRMED = 'You need to confirm your account.';
const PASSWORD_REQUESTED = 'You requested a new password. Please check your e-mails to set it.';
const RESEND_TOO_SOON = 'The confirmation mail can only be resent every 15 minutes.';
const RESET_SENT =
  'An e-mail has been sent. It contains a link you must click to reset your password.';
const RESET_EXISTS = 'A password request already exists. Please check your e-mails.';

const user = (id: number) => db().users.find((u) => u.id === id)!;
const mails = (to: string, kind?: string) =>
  db().outbox.filter((m) => m.to === to && (!kind || m.kind === kind));
const paths = (body: { violations: { propertyPath: string }[] }) =>
  body.violations.map((v) => v.propertyPath).sort();

const registration = (over: Record<string, unknown> = {}) => ({
  email: 'fresh@example.com',
  plainPassword: 'Secret123',
  passwordSecond: 'Secret123',
  firstName: 'Fresh',
  lastName: 'Person',
  company: 'Fresh Labs',
  segment: 3,
  agbAccepted: true,
  newsletterActive: false,
  ...over,
});

afterEach(() => configureClock({ offset: 0 }));

describe('login', () => {
  it('logs in, starts a session and records the device', async () => {
    const res = await call('POST', '/login', { email: 'user@example.com', password: 'Password1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ userId: 1 });
    const session = db().sessions.find((s) => s.id === db().cookieSession)!;
    expect(session.userId).toBe(1);
    expect(user(1).loggedInDevices.map((d) => d.deviceId)).toContain(session.deviceId);
    expect((await call('GET', '/users/1')).status).toBe(200);
  });

  it('names the device after the User-Agent', async () => {
    const ua =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const res = await fetch(`${API}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': ua },
      body: JSON.stringify({ email: 'new@example.com', password: 'Password1' }),
    });
    expect(res.status).toBe(200);
    const devices = user(4).loggedInDevices;
    expect(devices).toHaveLength(1);
    expect(devices[0].deviceName).toBe('Chrome on Linux');
    expect(devices[0].creationDate).toBe(now());
  });

  it("names the device after the browser's own User-Agent when the request has none", async () => {
    // the mock in the browser: its service worker never sees the header the browser adds later
    vi.stubGlobal('navigator', {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    });
    try {
      const res = await call('POST', '/login', { email: 'new@example.com', password: 'Password1' });
      expect(res.status).toBe(200);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(user(4).loggedInDevices.map((d) => d.deviceName)).toEqual(['Firefox on Windows']);
  });

  it('answers Bad credentials for a wrong password, an unknown or a deleted account', async () => {
    const wrong = await call('POST', '/login', {
      email: 'user@example.com',
      password: 'Password2',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Bad credentials.');
    const unknown = await call('POST', '/login', {
      email: 'nobody@example.com',
      password: 'Password1',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Bad credentials.');
    user(4).deletedAt = now();
    const deleted = await call('POST', '/login', {
      email: 'new@example.com',
      password: 'Password1',
    });
    expect(deleted.status).toBe(401);
    expect(deleted.body.message).toBe('Bad credentials.');
    expect(db().cookieSession).toBeNull();
  });

  it('is case-insensitive for the e-mail', async () => {
    expect(
      (await call('POST', '/login', { email: 'USER@example.com', password: 'Password1' })).status,
    ).toBe(200);
  });

  it('logs in an unconfirmed account during the 24 hours after registering', async () => {
    const login = () =>
      call('POST', '/login', { email: 'pending@example.com', password: 'Password1' });
    expect((await login()).status).toBe(200);
    expect(db().cookieSession).not.toBeNull();
    // registered 2 hours before the reference date: 21 hours later the window is still open
    configureClock({ offset: 21 * HOUR });
    expect((await login()).status).toBe(200);
    configureClock({ offset: 23 * HOUR });
    expect((await login()).status).toBe(401);
  });

  it('refuses an account unconfirmed after 24 hours with the resend data', async () => {
    const login = () =>
      call('POST', '/login', { email: 'expired@example.com', password: 'Password1' });
    const res = await login();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      message: NOT_CONFIRMED,
      resendAllowed: true,
      confirmationToken: user(6).confirmationToken,
      passwordRequested: false,
    });
    expect(db().cookieSession).toBeNull();
    user(6).confirmationResentAt = now() - 5 * MINUTE;
    expect((await login()).body.resendAllowed).toBe(false);
  });

  it('refuses while a password request is pending (24 hours)', async () => {
    await call('POST', '/resetting/request', { email: 'user@example.com' });
    const res = await call('POST', '/login', { email: 'user@example.com', password: 'Password1' });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: PASSWORD_REQUESTED, passwordRequested: true });
    configureClock({ offset: 25 * HOUR });
    expect(
      (await call('POST', '/login', { email: 'user@example.com', password: 'Password1' })).status,
    ).toBe(200);
  });

  it('validates the fields', async () => {
    const res = await call('POST', '/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([
      { propertyPath: 'email', message: 'E-mail is required' },
      { propertyPath: 'password', message: 'Password is required' },
    ]);
    const invalid = await call('POST', '/login', { email: 'not-an-email', password: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.violations[0].message).toBe('Invalid e-mail');
  });

  it('replaces the previous session of the browser', async () => {
    await loginAs('user@example.com');
    const first = db().cookieSession;
    await loginAs('new@example.com');
    expect(db().sessions.some((s) => s.id === first)).toBe(false);
    expect(user(1).loggedInDevices).toHaveLength(2); // only the two seeded phones remain
  });
});

describe('login throttling', () => {
  const THROTTLED = {
    code: 429,
    message: 'Too many failed login attempts. Please try again in 15 minutes.',
  };
  const attempt = (email: string, password: string) => call('POST', '/login', { email, password });

  it('refuses every login for an e-mail after 5 refusals within 15 minutes, until the window passed', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('user@example.com', `Wrong${i}pass`)).status).toBe(401);
    const right = await attempt('user@example.com', 'Password1');
    expect(right.status).toBe(429);
    expect(right.body).toEqual(THROTTLED);
    // the same address written otherwise counts as the same
    expect((await attempt(' USER@example.com ', 'Password1')).status).toBe(429);
    expect(db().cookieSession).toBeNull();
    // other addresses are not affected
    expect((await attempt('admin@example.com', 'Password1')).status).toBe(200);
    updateSettings({ clockOffset: 15 * MINUTE - 1 });
    expect((await attempt('user@example.com', 'Password1')).status).toBe(429);
    updateSettings({ clockOffset: 15 * MINUTE });
    expect((await attempt('user@example.com', 'Password1')).status).toBe(200);
  });

  it('counts refusals of addresses no account has, and forgets them on a successful login', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('nobody@example.com', 'Password1')).status).toBe(401);
    expect((await attempt('nobody@example.com', 'Password1')).body).toEqual(THROTTLED);
    for (let i = 0; i < 4; i++) await attempt('user@example.com', 'Wrong1pass');
    expect((await attempt('user@example.com', 'Password1')).status).toBe(200);
    for (let i = 0; i < 4; i++) await attempt('user@example.com', 'Wrong1pass');
    expect((await attempt('user@example.com', 'Password1')).status).toBe(200);
  });

  it('leaves the reset open, and a new password set through it opens the login again', async () => {
    for (let i = 0; i < 5; i++) await attempt('user@example.com', 'Wrong1pass');
    expect((await attempt('user@example.com', 'Password1')).status).toBe(429);
    expect((await call('POST', '/resetting/request', { email: 'user@example.com' })).status).toBe(
      200,
    );
    const token = user(1).passwordResetToken!;
    const reset = await call('POST', '/resetting/reset', { token, plainPassword: 'NewSecret1' });
    expect(reset.status).toBe(200);
    expect((await attempt('user@example.com', 'NewSecret1')).status).toBe(200);
  });
});

describe('logout', () => {
  it('refuses anonymous callers', async () => {
    expect((await call('POST', '/logout')).status).toBe(401);
  });

  it('ends the session and removes its device', async () => {
    await loginAs('user@example.com');
    const session = db().sessions.find((s) => s.id === db().cookieSession)!;
    const res = await call('POST', '/logout');
    expect(res.status).toBe(204);
    expect(db().cookieSession).toBeNull();
    expect(db().sessions).toHaveLength(0);
    expect(user(1).loggedInDevices.some((d) => d.deviceId === session.deviceId)).toBe(false);
    expect((await call('GET', '/users/1')).status).toBe(401);
  });
});

describe('register', () => {
  it('creates an unconfirmed account, mails the link and logs in', async () => {
    const res = await call('POST', '/register', registration({ email: 'Fresh@Example.com' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'Fresh@Example.com',
      firstName: 'Fresh',
      company: 'Fresh Labs',
      segment: 3,
      isActivated: false,
      canSendConfirmationMail: true,
      newsletterActive: false,
      registrationDate: now(),
      countOfMeasurements: 0,
    });
    expect(res.body).not.toHaveProperty('passwordHash');
    const created = user(res.body.id);
    const [mail] = mails('Fresh@Example.com', 'confirmation');
    expect(mail.link).toBe(`/register/confirm/${created.confirmationToken}`);
    expect(created.confirmationTokenCreatedAt).toBe(now());
    const me = await call('GET', `/users/${res.body.id}`);
    expect(me.status).toBe(200);
    expect(me.body.loggedInDevices).toHaveLength(1);
  });

  it('sends a newsletter confirmation when consent is given, still inactive', async () => {
    const res = await call('POST', '/register', registration({ newsletterActive: true }));
    expect(res.body.newsletterActive).toBe(false);
    const [mail] = mails('fresh@example.com', 'newsletter');
    expect(mail.link).toBe(`/confirm/newsletter/${user(res.body.id).newsletterToken}`);
  });

  it('answers 422 for an e-mail in use (any case)', async () => {
    const res = await call('POST', '/register', registration({ email: 'USER@example.com' }));
    expect(res.status).toBe(422);
    expect(res.body.violations).toEqual([
      { propertyPath: 'email', message: 'The e-mail is already used.' },
    ]);
    expect(db().cookieSession).toBeNull();
  });

  it('lets an expired unconfirmed account register again', async () => {
    const res = await call('POST', '/register', registration({ email: 'expired@example.com' }));
    expect(res.status).toBe(201);
    expect(user(6).deletedAt).toBe(now());
    expect(res.body.id).not.toBe(6);
  });

  it('registers without a last name (optional)', async () => {
    const res = await call('POST', '/register', registration({ lastName: '' }));
    expect(res.status).toBe(201);
    expect(user(res.body.id).lastName).toBeNull();
  });

  it('takes no name at all, but no last name without a first name', async () => {
    const nameless = await call('POST', '/register', registration({ firstName: '', lastName: '' }));
    expect(nameless.status).toBe(201);
    expect(user(nameless.body.id)).toMatchObject({ firstName: null, lastName: null });
    expect(nameless.body.displayName).toBeFalsy();
    const lastOnly = await call(
      'POST',
      '/register',
      registration({ email: 'last.only@example.com', firstName: ' ', lastName: 'Fresh' }),
    );
    expect(lastOnly.status).toBe(400);
    expect(lastOnly.body.violations).toEqual([
      { propertyPath: 'firstName', message: 'First name is required' },
    ]);
  });

  it('validates every field', async () => {
    const res = await call('POST', '/register', {
      email: 'bad',
      plainPassword: 'short',
      passwordSecond: 'other',
      firstName: ' ',
      lastName: 'Lee',
      company: 'AB',
      segment: 1,
      agbAccepted: false,
      newsletterActive: false,
    });
    expect(res.status).toBe(400);
    const messages = res.body.violations.map((v: { message: string }) => v.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Invalid e-mail',
        'The password must be between 8 and 64 characters long.',
        'The password must contain at least one digit.',
        'The password must contain at least one uppercase letter.',
        'Passwords do not match',
        'First name is required',
        'The company name has to be at least 3 characters long.',
        'The terms of use have to be accepted.',
      ]),
    );
    expect(new Set(paths(res.body))).toEqual(
      new Set(['email', 'plainPassword', 'passwordSecond', 'firstName', 'company', 'agbAccepted']),
    );
    const long = await call(
      'POST',
      '/register',
      registration({ plainPassword: `A1${'x'.repeat(63)}`, passwordSecond: `A1${'x'.repeat(63)}` }),
    );
    expect(long.body.violations).toEqual([
      {
        propertyPath: 'plainPassword',
        message: 'The password must be between 8 and 64 characters long.',
      },
    ]);
    const missing = await call('POST', '/register', registration({ email: '', company: '' }));
    expect(missing.body.violations.map((v: { message: string }) => v.message)).toEqual([
      'E-mail is required',
      'Company is required',
    ]);
    expect(db().users).toHaveLength(46);
  });
});

describe('confirmRegistration', () => {
  it('activates the account, then answers Already confirmed', async () => {
    const token = user(5).confirmationToken!;
    const res = await call('POST', `/register/confirm/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 5, isActivated: true, canSendConfirmationMail: false });
    const again = await call('POST', `/register/confirm/${token}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Already confirmed');
    expect(
      (await call('POST', '/login', { email: 'pending@example.com', password: 'Password1' }))
        .status,
    ).toBe(200);
  });

  it('answers Invalid token for unknown and expired tokens', async () => {
    const unknown = await call('POST', '/register/confirm/abc123');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Invalid token');
    const expired = await call('POST', `/register/confirm/${user(6).confirmationToken}`);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('Invalid token');
    expect(user(6).isActivated).toBe(false);
  });

  it('refuses when another user is logged in', async () => {
    await loginAs('user@example.com');
    const res = await call('POST', `/register/confirm/${user(5).confirmationToken}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Authenticated user does not match token');
    expect(user(5).isActivated).toBe(false);
  });

  it('confirms the account of the logged-in new user', async () => {
    const reg = await call('POST', '/register', registration());
    const res = await call('POST', `/register/confirm/${user(reg.body.id).confirmationToken}`);
    expect(res.status).toBe(200);
    expect(res.body.isActivated).toBe(true);
  });
});

describe('resendConfirmation', () => {
  it('resends with the login token, once per 15 minutes, with a new 24-hour link', async () => {
    const oldToken = user(5).confirmationToken!;
    const res = await call('POST', '/register/resend', { token: oldToken });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('The confirmation mail was send successfully.');
    const newToken = user(5).confirmationToken!;
    expect(newToken).not.toBe(oldToken);
    expect(mails('pending@example.com', 'confirmation').at(-1)!.link).toBe(
      `/register/confirm/${newToken}`,
    );
    expect(user(5).confirmationResentAt).toBe(now());

    const tooSoon = await call('POST', '/register/resend', { token: newToken });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toBe(RESEND_TOO_SOON);

    configureClock({ offset: 15 * MINUTE });
    expect((await call('POST', '/register/resend', { token: newToken })).status).toBe(200);
    // the fresh link outlives the first window (registered 2 h before the reference date)
    configureClock({ offset: 23 * HOUR });
    const login = await call('POST', '/login', {
      email: 'pending@example.com',
      password: 'Password1',
    });
    expect(login.body.message).toBe(NOT_CONFIRMED);
    expect((await call('POST', `/register/confirm/${user(5).confirmationToken}`)).status).toBe(200);
  });

  it('resends for the logged-in unconfirmed user without a body', async () => {
    const reg = await call('POST', '/register', registration());
    const res = await call('POST', '/register/resend');
    expect(res.status).toBe(200);
    expect(mails('fresh@example.com', 'confirmation')).toHaveLength(2);
    const me = await call('GET', `/users/${reg.body.id}`);
    expect(me.body.canSendConfirmationMail).toBe(false);
  });

  it('refuses confirmed and unknown accounts', async () => {
    await loginAs('user@example.com');
    const confirmed = await call('POST', '/register/resend');
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.message).toBe('Already confirmed');
    await call('POST', '/logout');
    const none = await call('POST', '/register/resend', {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Invalid token');
  });

  it('gives an account unconfirmed after 24 hours a new link that lets it log in', async () => {
    const login = () =>
      call('POST', '/login', { email: 'expired@example.com', password: 'Password1' });
    const old = user(6).confirmationToken;
    expect((await call('POST', `/register/confirm/${old}`)).body.message).toBe('Invalid token');
    const res = await call('POST', '/register/resend', { token: old });
    expect(res.status).toBe(200);
    expect(mails('expired@example.com', 'confirmation')).toHaveLength(1);
    expect((await login()).status).toBe(401);
    expect((await call('POST', `/register/confirm/${user(6).confirmationToken}`)).status).toBe(200);
    expect((await login()).status).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a reset link for a known e-mail', async () => {
    const res = await call('POST', '/resetting/request', { email: 'user@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RESET_SENT);
    const [mail] = mails('user@example.com', 'reset');
    expect(mail.link).toBe(`/resetting/reset/${user(1).passwordResetToken}`);
  });

  it('answers the same for an unknown e-mail but sends nothing', async () => {
    const before = db().outbox.length;
    const res = await call('POST', '/resetting/request', { email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(RESET_SENT);
    expect(db().outbox).toHaveLength(before);
  });

  it('refuses a second request within 24 hours', async () => {
    await call('POST', '/resetting/request', { email: 'user@example.com' });
    const again = await call('POST', '/resetting/request', { email: 'user@example.com' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(RESET_EXISTS);
    configureClock({ offset: DAY + 1 });
    expect((await call('POST', '/resetting/request', { email: 'user@example.com' })).status).toBe(
      200,
    );
    expect(mails('user@example.com', 'reset')).toHaveLength(2);
  });

  it('validates the e-mail', async () => {
    const res = await call('POST', '/resetting/request', { email: '' });
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([{ propertyPath: 'email', message: 'E-Mail is required' }]);
    const bad = await call('POST', '/resetting/request', { email: 'x@' });
    expect(bad.body.violations[0].message).toBe('Invalid e-mail');
  });

  it('validates reset tokens (unknown, expired)', async () => {
    await call('POST', '/resetting/request', { email: 'user@example.com' });
    const token = user(1).passwordResetToken!;
    const ok = await call('POST', '/resetting/validate', { token });
    expect(ok.status).toBe(200);
    const unknown = await call('POST', '/resetting/validate', { token: 'nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('The password reset link is invalid or has expired.');
    configureClock({ offset: DAY + 1 });
    expect((await call('POST', '/resetting/validate', { token })).status).toBe(400);
    expect(
      (await call('POST', '/resetting/reset', { token, plainPassword: 'NewSecret1' })).status,
    ).toBe(400);
  });

  it('sets the new password, clears the token and ends the sessions', async () => {
    await loginAs('user@example.com');
    await call('POST', '/resetting/request', { email: 'user@example.com' });
    const token = user(1).passwordResetToken!;
    const weak = await call('POST', '/resetting/reset', { token, plainPassword: 'weakpassword' });
    expect(weak.status).toBe(400);
    expect(weak.body.violations).toEqual([
      { propertyPath: 'plainPassword', message: 'The password must contain at least one digit.' },
      {
        propertyPath: 'plainPassword',
        message: 'The password must contain at least one uppercase letter.',
      },
    ]);
    const res = await call('POST', '/resetting/reset', { token, plainPassword: 'NewSecret1' });
    expect(res.status).toBe(200);
    expect(user(1).passwordResetToken).toBeNull();
    expect(user(1).loggedInDevices).toEqual([]);
    expect((await call('GET', '/users/1')).status).toBe(401);
    expect(
      (await call('POST', '/resetting/reset', { token, plainPassword: 'NewSecret2' })).status,
    ).toBe(400);
    expect(
      (await call('POST', '/login', { email: 'user@example.com', password: 'Password1' })).status,
    ).toBe(401);
    expect(await loginAs('user@example.com', 'NewSecret1')).toBe(1);
  });
});

describe('confirmNewsletter', () => {
  it('activates the newsletter with the mailed token', async () => {
    await loginAs('new@example.com');
    await call('POST', '/users/newsletter', { newsletterActive: true });
    const token = user(4).newsletterToken!;
    await call('POST', '/logout');
    const res = await call('POST', '/newsletter/confirm', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: 4, newsletterActive: true });
    expect((await call('POST', '/newsletter/confirm', { token })).status).toBe(400);
  });

  it('refuses unknown and expired tokens', async () => {
    const bad = await call('POST', '/newsletter/confirm', { token: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid token');
    await loginAs('new@example.com');
    await call('POST', '/users/newsletter', { newsletterActive: true });
    configureClock({ offset: DAY + 1 });
    expect(
      (await call('POST', '/newsletter/confirm', { token: user(4).newsletterToken })).status,
    ).toBe(400);
    expect(user(4).newsletterActive).toBe(false);
  });
});

describe('searchCompanies', () => {
  it('needs a term', async () => {
    const res = await call('GET', '/companies');
    expect(res.status).toBe(400);
    expect(res.body.violations[0].propertyPath).toBe('term');
    expect((await call('GET', '/companies?term=%20')).status).toBe(400);
  });

  it('finds up to 10 names containing the term, prefix matches first, with the country code', async () => {
    const res = await call('GET', '/companies?term=M');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Country-Code')).toBe('de');
    expect(res.body).toHaveLength(10);
    expect(res.body.every((c: string) => c.toLowerCase().includes('m'))).toBe(true);
    expect(res.body[0]).toBe('Main River Authority');
    expect(res.body[8]).toBe('Mountain Spring Bottlers');
    expect(res.body[9]).toBe('Acme Water Labs'); // first name containing but not starting with M
    const water = await call('GET', '/companies?term=WATER');
    expect(water.body).toHaveLength(8);
    expect(water.body).toContain('Metro Wastewater Treatment');
    expect((await call('GET', '/companies?term=zzz')).body).toEqual([]);
  });

  it('reports the configured country', async () => {
    updateSettings({ countryCode: 'us' });
    const res = await call('GET', '/companies?term=a');
    expect(res.headers.get('X-Country-Code')).toBe('us');
  });
});
