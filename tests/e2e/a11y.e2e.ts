/**
 * Every screen of the app passes axe-core (WCAG 2.1 A/AA) with no serious or critical
 * violation, for a visitor, a user and an admin, on a desktop and on a phone-sized screen.
 * Journeys elsewhere check the screens they pass; this file makes sure none is left out.
 */
import type { Page } from 'playwright-core';
import { SEEDED_SHARES } from '../../mocks/db/seedData/shares';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, emptyTab, endOfFile, navigate, open, openAs, type Session } from './browser';
import { expectAccessible, shot } from './screens';

afterAll(endOfFile);

/**
 * Goes to the path inside the running app (no reload: the session's app and mock stay up, as
 * when a user follows links), waits for its main heading, checks it and keeps a screenshot.
 */
async function checkScreen(session: Session, prefix: string, path: string, heading: string) {
  await navigate(session.page, path);
  await session.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expectAccessible(session.page, `${prefix} ${path}`);
  await shot(session.page, `a11y-${prefix}${path.replaceAll('/', '-')}`);
}

/**
 * One test per screen, in one browser session per role, started on the role's home already
 * logged in (the keyboard journey below logs in through the form): a slow screen fails alone
 * and names itself.
 */
function describeScreens(
  prefix: string,
  screens: [path: string, heading: string][],
  start: { email?: string; home?: string; viewport?: { width: number; height: number } },
) {
  describe(`${prefix} screens`, () => {
    let session: Session;
    beforeAll(async () => {
      session = await emptyTab(start.viewport);
      if (start.email) await openAs(session.page, start.email, start.home ?? '/');
    });
    it.each(screens)('%s', (path, heading) => checkScreen(session, prefix, path, heading));
  });
}

/**
 * Presses Tab until the focused element matches `name` (its accessible name or text), checking
 * on the way that every focused element shows a visible focus indicator.
 */
async function tabTo(page: Page, name: RegExp, maxPresses = 40) {
  const trail: string[] = [];
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== 'none';
      const label = el.getAttribute('aria-label') ?? el.textContent ?? '';
      return { label: label.trim(), ring, tag: el.tagName };
    });
    if (!focused) continue;
    expect(focused.ring, `focus indicator on ${focused.tag} "${focused.label}"`).toBe(true);
    trail.push(`${focused.tag} "${focused.label.slice(0, 40)}"`);
    if (name.test(focused.label)) return;
  }
  throw new Error(`Tab never reached ${name}; focus went to ${trail.join(', ')}`);
}

describe('keyboard', () => {
  it('logs in and moves between the main pages without a mouse, focus always visible', async () => {
    const s = await emptyTab();
    const { page } = s;
    await open(page, '/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, /^$/); // the e-mail field (no text content)
    await page.keyboard.type('user@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Password1');
    const code = await page.locator('canvas[data-code]').getAttribute('data-code');
    await tabTo(page, /^$/); // past the password's eye toggle and the captcha refresh
    await page.keyboard.type(code ?? '');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/dashboard`);
    // while the dashboard still loads, Tab finds only the mock controls' button and the browser's UI
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await tabTo(page, /^Results$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/results`);
    await page.getByRole('heading', { level: 1, name: 'Results' }).waitFor();
    await tabTo(page, /^Analyses$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${BASE_URL}/analyses`);
    expect(s.errors).toEqual([]);
  });
});

describe("antd's measuring row", () => {
  // every table that scrolls sideways keeps an invisible copy of its header in the body, with a
  // copy of 'Select all': the table marks it inert, so Tab goes from the header to the rows
  it('is never reached by Tab in a selectable table', async () => {
    const s = await emptyTab();
    const { page } = s;
    await openAs(page, 'user@example.com', '/results');
    const table = page.getByRole('table', { name: 'Results' });
    await table.getByRole('checkbox', { name: 'Select row 1', exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    const trail: string[] = [];
    for (let i = 0; i < 40 && trail.at(-1) !== 'Select row 1'; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const el = document.activeElement;
        return {
          label: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
          hidden: !!el?.closest('.ant-table-measure-row'),
        };
      });
      expect(at.hidden, `Tab went into the measuring row after ${trail.join(', ')}`).toBe(false);
      trail.push(at.label);
    }
    expect(trail).toContain('Select all');
    expect(trail.at(-1)).toBe('Select row 1');
  });
});

describe('the accessibility check', () => {
  it('fails on serious violations, also on a later check of the same document', async () => {
    const s = await emptyTab();
    const { page } = s;
    await open(page, '/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(page, 'login');
    // what a broken screen would add: a picture with no text alternative, and grey on grey
    await page.evaluate(() => {
      const bad = document.createElement('div');
      bad.innerHTML = '<img src="/logo.svg"><p style="color:#bbb;background:#ccc">hard to read</p>';
      document.querySelector('main')?.append(bad);
    });
    const failure = await expectAccessible(page, 'login with broken parts').then(
      () => 'no violation reported',
      (error: Error) => error.message,
    );
    expect(failure).toMatch(/Accessibility violations on login with broken parts/);
    expect(failure).toMatch(/critical image-alt/);
    expect(failure).toMatch(/serious color-contrast/);
  });
});

describe('accessibility of every screen', () => {
  describeScreens(
    'visitor',
    [
      ['/login', 'StripScan®'],
      ['/register', 'StripScan®'],
      ['/resetting/request', 'StripScan®'],
      ['/404', 'Page not found!'],
      ['/info', 'Information'],
      ['/info/faq', 'FAQ'],
      ['/info/how-to', 'How-to'],
      ['/info/imprint', 'Imprint'],
      ['/info/privacy-statement', 'Privacy Statement'],
      ['/info/privacy-statement-newsletter', 'Privacy Statement Newsletter'],
      ['/info/terms-of-use', 'Terms of Use'],
      ['/info/temp-block', 'Service unavailable'],
      [`/share/dynamic/analyses/${SEEDED_SHARES.analysisDynamic}`, 'Well 3 nitrate monitoring'],
      [`/share/snapshot/results/${SEEDED_SHARES.resultSnapshot}`, 'Well 3 – Nitrate'],
    ],
    {},
  );
  // the phone app's webview pages, at a phone's width (app-download leaves for a store at once)
  describeScreens(
    'webview',
    [
      ['/info/webview/about', 'StripScan®'],
      ['/info/webview/help', 'Help'],
      ['/info/webview/faq', 'FAQ'],
      ['/info/webview/howTo', 'How-to'],
      ['/info/webview/imprint', 'Imprint'],
      ['/info/webview/privacy', 'Privacy Statement'],
      ['/info/webview/newsletter-privacy', 'Privacy Statement Newsletter'],
      ['/info/webview/tos', 'Terms of Use'],
      ['/info/webview/temp-block', 'Service unavailable'],
      ['/info/webview/nothing-here', 'Page not found!'],
    ],
    { viewport: { width: 390, height: 844 } },
  );
  describeScreens(
    'user',
    [
      ['/dashboard', 'Home'],
      ['/results', 'Results'],
      ['/results/1', 'Aquarium – pH'],
      ['/image/1', 'Aquarium – pH'],
      ['/analyses', 'Analyses'],
      ['/analyses/2', 'Aquarium pH'],
      ['/profile', 'Profile'],
      ['/manage-share-links/snapshot', 'Manage Links'],
      ['/manage-share-links-menu/dynamic', 'Manage Links'],
    ],
    { email: 'user@example.com', home: '/dashboard' },
  );
  describeScreens(
    'admin',
    [
      ['/admin/dashboard', 'Home'],
      ['/admin/users', 'Registered Users'],
      ['/admin/result-list/successful', 'Successful Result List'],
      ['/admin/result-list/discarded', 'Discarded Result List'],
      ['/admin/analyses', 'Analyses'],
      ['/admin/manageParameters', 'Manage Parameters'],
      ['/admin/addParameter', 'Create new parameter'],
      ['/admin/editParameter/1', 'Edit parameter'],
      ['/admin/editParameter/5', 'Edit parameter'],
      ['/admin/notifications', 'Notifications'],
      ['/admin/help', 'Help'],
      ['/admin/faqedit', 'FAQ'],
      ['/admin/howtoedit', 'How-To'],
      ['/admin/notification/2', '09/06/2026'],
      ['/admin/statistics', 'Monitoring'],
      ['/admin/statistics?view=activeUser&from=2026-05-20&to=2026-11-20', 'Monitoring'],
      ['/admin/statistics?view=totalScan&from=2026-11-01&to=2026-11-20', 'Monitoring'],
      ['/profile/1', 'Profile of Anna Becker'],
    ],
    {
      email: 'admin@example.com',
      home: '/admin/dashboard',
    },
  );
  describeScreens(
    'phone',
    [
      ['/dashboard', 'Home'],
      ['/results', 'Results'],
    ],
    { email: 'user@example.com', home: '/dashboard', viewport: { width: 390, height: 844 } },
  );
});
