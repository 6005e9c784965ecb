/**
 * Account journeys against the build:demo app: register -> confirm through the mock outbox ->
 * dashboard; forgot password -> reset through the outbox -> log in with the new password; the
 * unconfirmed accounts (pending, 2 hours old: logs in, the profile's banner resends the mail;
 * expired, 3 days old: refused with the reminder, resend once, in after confirming); the idle
 * dialog with a shortened timeout (?idle=). Each screen is checked with axe and kept as a
 * screenshot.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, login, navigate, newSession, open, sessionPerTest } from './browser';
import { checkScreen, shot as screenshot } from './screens';

const s = sessionPerTest();

const shot = (page: Page, name: string) => checkScreen(page, `auth-${name}`);

/**
 * Opens the mock controls' Outbox and clicks the newest link containing `part`; with `check`,
 * first checks the open panel with axe (it draws in the app's theme) and keeps a screenshot.
 */
async function openMailedLink(page: Page, part: string, check = false) {
  await page.getByRole('button', { name: 'Mock server controls' }).click();
  await page.getByRole('tab', { name: /^Outbox/ }).click();
  if (check) await shot(page, 'mock-outbox');
  await page
    .getByRole('link', { name: new RegExp(part) })
    .first()
    .click();
}

describe('auth journeys', () => {
  it('registers, confirms through the mailed link and reaches the dashboard', async () => {
    const { page } = s;
    await open(page, '/login');
    // axe checks this screen as it first shows in a11y.e2e.ts
    await screenshot(page, 'auth-login');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${BASE_URL}/register`);
    await page.getByLabel('Work e-mail').fill('frida@freshwater.example');
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Repeat password').fill('Secret123');
    await page.getByLabel('First name').fill('Frida');
    await page.getByLabel('Last name').fill('Fresh');
    await page.getByLabel('Company').fill('Aqua');
    await page.getByTitle('AquaPure Analytics').click();
    await page.getByLabel('Segment').click();
    await page.getByTitle('Fresh water applications').click();
    await page.getByRole('checkbox', { name: /I accept the Terms of Use/ }).check();
    await page.getByRole('checkbox', { name: /receive the newsletter/ }).check();
    await shot(page, 'register-filled');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);

    await openMailedLink(page, '/register/confirm/', true);
    await page.getByText('Welcome!').waitFor();
    await shot(page, 'confirmed');
    await page.getByRole('button', { name: 'Proceed to dashboard' }).click();
    await page.waitForURL(`${BASE_URL}/dashboard`);

    // The same link again: already confirmed.
    await openMailedLink(page, '/register/confirm/');
    await page.getByText('Your account has already been confirmed!').waitFor();
    await shot(page, 'confirm-already');
    expect(s.errors).toEqual([]);
  });

  it('shows the register validation messages', async () => {
    const { page } = s;
    await open(page, '/register');
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Repeat password').fill('Secret12');
    await page.getByLabel('Company').fill('AB');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Work e-mail is required').waitFor();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByText('The company name has to be at least 3 characters long.').waitFor();
    await shot(page, 'register-errors');
  });

  it('resets a forgotten password through the mailed link and logs in with it', async () => {
    const { page } = s;
    await open(page, '/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${BASE_URL}/resetting/request`);
    await shot(page, 'reset-request');
    await page.getByLabel('E-Mail').fill('user@example.com');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText(/^An e-mail has been sent\./).waitFor();
    await shot(page, 'reset-sent');

    await openMailedLink(page, '/resetting/reset/');
    await page.getByRole('button', { name: 'Set new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Brandnew42');
    await page.getByLabel('Repeat new password').fill('Brandnew42');
    await shot(page, 'reset-form');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
    await page.getByText('Your new password has been set. You can now log in with it.').waitFor();
    await shot(page, 'login-password-set');

    await login(page, 'user@example.com', 'Password1');
    await page.getByText('Invalid credentials.').waitFor();
    await login(page, 'user@example.com', 'Brandnew42');
    await page.waitForURL(`${BASE_URL}/dashboard`);
  });

  it('refuses a used reset link and sends the visitor to login', async () => {
    const { page } = s;
    await open(page, '/resetting/reset/not-a-valid-token');
    await page.waitForURL(`${BASE_URL}/login`);
    await page.getByText(/^There was no user found\./).waitFor();
    await navigate(page, '/resetting/nothing');
    await page.getByText('This password reset page does not exist.').waitFor();
  });

  it('lets pending@ in (24 hours after registering) with the banner on the profile', async () => {
    const { page } = s;
    await login(page, 'pending@example.com');
    await page.waitForURL(`${BASE_URL}/dashboard`);
    await navigate(page, '/profile');
    await page.getByText('Your account has not been validated yet!').waitFor();
    await page.getByRole('button', { name: 'Resend Mail' }).click();
    await page.getByText('The confirmation mail was send successfully.').waitFor();
    await shot(page, 'profile-not-validated');
  });

  it('refuses expired@ with the reminder, resends once, and lets it in once confirmed', async () => {
    const { page } = s;
    await login(page, 'expired@example.com');
    await page.getByText('You need to confirm your account.').waitFor();
    await page
      .getByText(/^You cannot log in because your account was not confirmed within 24 hours/)
      .waitFor();
    await page.getByRole('button', { name: 'Resend confirmation mail' }).click();
    await page.getByText('The confirmation mail was send successfully.').waitFor();
    await shot(page, 'login-resent');
    await login(page, 'expired@example.com');
    await page.getByText(/The resend is allowed only once every 15 minutes\.$/).waitFor();
    expect(await page.getByRole('button', { name: 'Resend confirmation mail' }).count()).toBe(0);
    expect(page.url()).toBe(`${BASE_URL}/login`);

    await openMailedLink(page, '/register/confirm/');
    await page.getByRole('button', { name: 'Back to login' }).click();
    await login(page, 'expired@example.com');
    await page.waitForURL(`${BASE_URL}/dashboard`);
  });

  it('asks "Are you still here?" and logs out an idle user (?idle=10000)', async () => {
    // A session of its own: the browser's clock is under the test's control there (it runs as
    // usual and jumps when told), and no later test inherits it.
    const own = await newSession();
    try {
      const { page } = own;
      await page.clock.install();
      // a 10-second session: the prompt comes 5 s before its end (20 s before it, or half a
      // timeout shorter than 40 s); the clock jumps over each wait instead of sitting it out
      await open(page, '/login?idle=10000');
      await login(page, 'user@example.com');
      await page.waitForURL(`${BASE_URL}/dashboard`);
      const dialog = page.getByRole('dialog', { name: 'Are you still here?' });
      await page.clock.fastForward(5_000);
      await dialog.waitFor();
      await page.getByRole('button', { name: 'Im still here' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(`${BASE_URL}/dashboard`);
      await page.clock.fastForward(5_000);
      await dialog.waitFor();
      await page.getByText(/^Logging out in \d+ seconds$/).waitFor();
      await shot(page, 'idle-dialog');
      expect(page.url()).toBe(`${BASE_URL}/dashboard`);
      await page.clock.fastForward(5_000);
      await page.waitForURL(`${BASE_URL}/login`);
      expect(own.errors).toEqual([]);
    } finally {
      await own.context.close();
    }
  });
});
