/**
 * Profile journeys against the build:demo app: edit the name and see it after a reload, change
 * the password and log in with the new one, log out a device, delete the account; and every
 * other dialog of the profile, of an admin on another user's profile and of a new user, checked
 * with axe and kept as screenshots.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, login, logout, navigate, openAs, sessionPerTest } from './browser';
import { expectAccessible, shot as screenshot } from './screens';

const s = sessionPerTest();

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const shot = (page: Page, name: string) => screenshot(page, `profile-${name}`);

async function openProfile(page: Page, email = 'user@example.com') {
  await openAs(page, email, '/profile');
  await card(page, 'Personal Information').getByText('fields filled').waitFor();
}

describe('profile journeys', () => {
  it('edits the name and keeps it after a reload', async () => {
    const p = s.page;
    await openProfile(p);
    await card(p, 'Achievements').getByRole('list', { name: 'Achievements' }).waitFor();
    await shot(p, 'page');
    await p.getByRole('button', { name: 'Edit personal information' }).click();
    const dialog = p.getByRole('dialog', { name: 'Edit Personal Information' });
    await dialog.getByLabel('Display name').fill('Dr. Anna Becker');
    await dialog.getByLabel('Last name').fill('Becker-Lang');
    await shot(p, 'edit-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Profile was successfully updated.').waitFor();
    await p.getByLabel('Account menu of Dr. Anna Becker').waitFor();
    await p.reload();
    const personal = card(p, 'Personal Information');
    await personal.getByText('Becker-Lang').waitFor();
    await personal.getByText('Dr. Anna Becker').waitFor();
    expect(s.errors).toEqual([]);
  });

  it('changes the password and logs in with the new one', async () => {
    const p = s.page;
    await openProfile(p);
    await p.getByRole('button', { name: 'Edit Password' }).click();
    const dialog = p.getByRole('dialog', { name: 'Edit Password' });
    await dialog.getByLabel('Current password').fill('Password1');
    await dialog.getByLabel('New password', { exact: true }).fill('Changed-Pass9');
    await dialog.getByLabel('Repeat new password').fill('Changed-Pass9');
    await shot(p, 'password-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await p.getByText('Password was successfully updated.').waitFor();
    await logout(p);
    await login(p, 'user@example.com', 'Password1');
    await p.getByText('Invalid credentials.').waitFor();
    await login(p, 'user@example.com', 'Changed-Pass9');
    await p.waitForURL(`${BASE_URL}/dashboard`);
    // this login's device is named after the browser, as the phones are
    await navigate(p, '/profile');
    await card(p, 'Devices').getByText('Chrome on Linux').waitFor();
    expect(await p.getByText(/unknown OS/).count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it('logs out a device', async () => {
    const p = s.page;
    await openProfile(p);
    await card(p, 'Devices').getByText('iPhone 15 Pro').waitFor();
    await p.getByRole('button', { name: 'Manage Devices' }).click();
    const dialog = p.getByRole('dialog', { name: 'Manage Devices' });
    await dialog
      .getByText(/^[A-Z][a-z]+ \d\d, \d{4} \d\d:\d\d (am|pm)$/)
      .first()
      .waitFor();
    await shot(p, 'devices-dialog');
    await dialog.getByRole('button', { name: 'Logout iPhone 15 Pro' }).click();
    await p.getByText('Successfully logged out device.').waitFor();
    await dialog.getByText('iPhone 15 Pro').waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await p.reload();
    await card(p, 'Devices').getByText('Pixel 8').waitFor();
    expect(await card(p, 'Devices').getByText('iPhone 15 Pro').count()).toBe(0);
    expect(s.errors).toEqual([]);
  });

  it('deletes the own account, after which its login is refused', async () => {
    const p = s.page;
    await openProfile(p);
    await p.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = p.getByRole('dialog', { name: 'Delete Account' });
    await dialog.getByRole('button', { name: 'Yes, continue' }).click();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await p.waitForURL(`${BASE_URL}/login`);
    await p.getByText('User was successfully deleted.').waitFor();
    await login(p, 'user@example.com');
    await p.getByText('Invalid credentials.').waitFor();
    expect(p.url()).toBe(`${BASE_URL}/login`);
  });

  it('shows the other dialogs, an admin on a user profile and a new user, all accessible', async () => {
    const p = s.page;
    await openProfile(p);
    const steps: [string, string, string][] = [
      ['Edit company', 'Edit Company', 'company-dialog'],
      ['Edit segment', 'Edit Segment', 'segment-dialog'],
      ['All achievements', 'All achievements', 'achievements-dialog'],
    ];
    for (const [button, title, name] of steps) {
      await p.getByRole('button', { name: button }).click();
      const dialog = p.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await expectAccessible(p, `profile ${name}`);
      await shot(p, name);
      await dialog
        .getByRole('button', { name: /Cancel|Close/ })
        .last()
        .click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await p.getByRole('button', { name: 'Delete Account' }).click();
    const del = p.getByRole('dialog', { name: 'Delete Account' });
    await shot(p, 'delete-confirm');
    await del.getByRole('button', { name: 'Yes, continue' }).click();
    await del.getByLabel('Type DELETE to confirm').fill('DELETE');
    await shot(p, 'delete-type');
    await del.getByRole('button', { name: 'Cancel' }).click();
    // an admin on another user's profile
    await logout(p);
    await login(p, 'admin@example.com');
    await p.waitForURL(`${BASE_URL}/admin/dashboard`);
    await navigate(p, '/profile/1');
    await card(p, 'Personal Information').getByText('fields filled').waitFor();
    await expectAccessible(p, 'profile of a user, seen by an admin');
    await shot(p, 'admin-view');
    // a new account: sparse profile, no achievements yet
    await logout(p);
    await openProfile(p, 'new@example.com');
    await card(p, 'Achievements').getByRole('list', { name: 'Achievements' }).waitFor();
    await expectAccessible(p, 'profile of a new user');
    await shot(p, 'new-user');
    expect(s.errors).toEqual([]);
  });
});
