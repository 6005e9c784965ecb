/**
 * Every screen of the app passes axe-core (WCAG 2.1 A/AA) with no serious or critical
 * violation, for a visitor, a user and an admin, on a desktop and on a phone-sized screen.
 * Journeys elsewhere check the screens they pass; this file makes sure none is left out.
 */
import { afterAll, afterEach, describe, it } from 'vitest';
import {
  BASE_URL,
  closeBrowser,
  expectAccessible,
  login,
  newSession,
  open,
  shot,
  type Session,
} from './browser';

let s: Session | null = null;
afterEach(async () => {
  await s?.context.close();
  s = null;
});
afterAll(closeBrowser);

/** Opens each path, waits for its main heading, checks it and keeps a screenshot. */
async function checkScreens(session: Session, prefix: string, screens: [string, string][]) {
  for (const [path, heading] of screens) {
    await open(session.page, path);
    await session.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expectAccessible(session.page, `${prefix} ${path}`);
    await shot(session.page, `a11y-${prefix}${path.replaceAll('/', '-')}`);
  }
}

describe('accessibility of every screen', () => {
  it('visitor screens', async () => {
    s = await newSession();
    await checkScreens(s, 'visitor', [
      ['/login', 'StripScan®'],
      ['/register', 'StripScan®'],
      ['/resetting/request', 'StripScan®'],
      ['/404', 'Page not found!'],
    ]);
  });

  it('user screens', async () => {
    s = await newSession();
    await login(s.page, 'user@example.com');
    await s.page.waitForURL(`${BASE_URL}/dashboard`);
    await checkScreens(s, 'user', [
      ['/dashboard', 'Home'],
      ['/results', 'Results'],
      ['/results/1', 'Aquarium – pH'],
      ['/image/1', 'Aquarium – pH'],
      ['/analyses', 'Analyses'],
      ['/analyses/2', 'Aquarium pH'],
      ['/profile', 'Profile'],
    ]);
  });

  it('admin screens', async () => {
    s = await newSession();
    await login(s.page, 'admin@example.com');
    await s.page.waitForURL(`${BASE_URL}/admin/dashboard`);
    await checkScreens(s, 'admin', [['/profile/1', 'Profile of Anna Becker']]);
  });

  it('user screens on a phone', async () => {
    s = await newSession({ width: 390, height: 844 });
    await login(s.page, 'user@example.com');
    await s.page.waitForURL(`${BASE_URL}/dashboard`);
    await checkScreens(s, 'phone', [
      ['/dashboard', 'Home'],
      ['/results', 'Results'],
    ]);
  });
});
