/**
 * Journeys through the production build, nginx, Prism and the mock server (globalSetup.ts),
 * most of them across two browsers that share the server's state: the login form (the captcha
 * read off its canvas, session.ts) and a logout that ends the session on the server, results
 * paging and an Excel export read back, an analysis created in one browser and seen in the
 * other, a profile edit seen in the other, an admin's broadcast read in a user's bell, and a
 * snapshot shared in one browser, opened in another and expired by moving the server's clock.
 * Every page fails on a page error, a failed request, an error status it does not expect or
 * traffic that breaks the contract.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser } from '../e2e/browser';
import { BASE, mockControl, routeVisits } from './servers';
import { loggedInBrowser, loginThroughForm, newBrowser, still, watchedPage } from './session';

const USER = 'user@example.com';
const ADMIN = 'admin@example.com';

const visitors: BrowserContext[] = [];
const sessions = new Map<string, Promise<BrowserContext>>();

/**
 * A page in the browser of `who`: 'userA' and 'userB' are two browsers logged in as the user,
 * 'admin' one as the admin, shared by the journeys (each opens its own pages); 'visitor' is a
 * new browser with no session. All are closed when the file ends.
 */
async function browser(who: 'userA' | 'userB' | 'admin' | 'visitor') {
  if (who !== 'visitor') return watchedPage(await session(who));
  const context = await newBrowser();
  visitors.push(context);
  return watchedPage(context);
}

function session(who: 'userA' | 'userB' | 'admin') {
  if (!sessions.has(who)) sessions.set(who, loggedInBrowser(who === 'admin' ? ADMIN : USER));
  return sessions.get(who)!;
}

const rows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody tr[data-row-key]');
const rowKeys = (page: Page) =>
  rows(page, 'Results').evaluateAll((all) => all.map((r) => r.getAttribute('data-row-key')));
const apiGet = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(`/api${p}`, { headers: { Pragma: 'no-cache' } });
    return res.json() as Promise<Record<string, unknown>>;
  }, path);

afterAll(async () => {
  for (const context of [...visitors, ...(await Promise.all(sessions.values()))])
    await context.close();
  await closeBrowser();
});

// side by side (maxConcurrency in the config): they touch different records
describe.concurrent('journeys through the production build and the mock server', () => {
  it('logs in through the form; a logout ends that session on the server, not the others', async () => {
    const { page, problems } = await browser('visitor');
    const other = await session('userB');
    await loginThroughForm(page, USER);
    await page.waitForURL(`${BASE}/dashboard`);
    await page.getByRole('button', { name: /^Notifications, \d+ unread/ }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'PHPSESSID')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    const withOldCookie = () =>
      fetch(`${BASE}/api/users/${userId}`, { headers: { cookie: `PHPSESSID=${cookie.value}` } });
    expect((await withOldCookie()).status).toBe(200);

    await page.getByRole('button', { name: /^Account menu of/ }).click();
    await (await still(page.getByRole('menuitem', { name: 'Logout' }))).click();
    await page.waitForURL(`${BASE}/login`);
    expect((await page.context().cookies()).some((c) => c.name === 'PHPSESSID')).toBe(false);
    expect((await withOldCookie()).status).toBe(401);
    // the same user in another browser keeps its session
    expect((await other.request.get(`${BASE}/api/users/${userId}`)).status()).toBe(200);
    expect(problems).toEqual([]);
  });

  it('pages the results and exports them as Excel, downloaded through nginx and read back', async () => {
    const { page, problems } = await browser('userA');
    await page.goto(`${BASE}/results`);
    await rows(page, 'Results').first().waitFor();
    const first = await rowKeys(page);
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expect
      .poll(async () => JSON.stringify(await rowKeys(page)))
      .not.toBe(JSON.stringify(first));
    expect((await rowKeys(page)).some((key) => first.includes(key))).toBe(false);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export/ }).click();
    await (await still(page.getByRole('menuitem', { name: 'Excel' }))).click();
    const bytes = await readFile(await (await download).path());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const total = (await apiGet(page, '/results?itemsPerPage=1'))['hydra:totalItems'];
    expect(book.worksheets[0].actualRowCount - 1).toBe(total);
    expect(problems).toEqual([]);
  });

  it('creates an analysis in one browser that the same user finds in another', async () => {
    const a = await browser('userA');
    await a.page.goto(`${BASE}/results`);
    await rows(a.page, 'Results').first().waitFor();
    await a.page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await a.page.getByRole('checkbox', { name: 'Select row 2', exact: true }).check();
    await a.page.getByRole('button', { name: 'Create analysis' }).click();
    const dialog = await still(a.page.getByRole('dialog').filter({ hasText: 'Create Analysis' }));
    await dialog.getByLabel('Analysis Name').fill('Seen from two browsers');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await a.page.waitForURL(/\/analyses\/\d+$/);

    const b = await browser('userB');
    await b.page.goto(`${BASE}/analyses`);
    await b.page
      .getByRole('table', { name: 'Analyses' })
      .getByRole('link', { name: 'Seen from two browsers' })
      .click();
    await b.page.waitForURL(a.page.url());
    await rows(b.page, 'Analysis results').nth(1).waitFor();
    expect(await rows(b.page, 'Analysis results').count()).toBe(2);
    expect([...a.problems, ...b.problems]).toEqual([]);
  });

  it('edits the profile in one browser; the other shows the new name', async () => {
    const a = await browser('userA');
    await a.page.goto(`${BASE}/profile`);
    await a.page.getByRole('button', { name: 'Edit personal information' }).click();
    const dialog = await still(a.page.getByRole('dialog', { name: 'Edit Personal Information' }));
    await dialog.getByLabel('Display name').fill('Dr. Anna Becker');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await a.page.getByText('Profile was successfully updated.').waitFor();

    const b = await browser('userB');
    await b.page.goto(`${BASE}/profile`);
    const personal = b.page.getByRole('region', { name: 'Personal Information', exact: true });
    await personal.getByText('Dr. Anna Becker').waitFor();
    await b.page.getByLabel('Account menu of Dr. Anna Becker').waitFor();
    expect([...a.problems, ...b.problems]).toEqual([]);
  });

  it("sends an admin's broadcast that a user reads in the bell of another browser", async () => {
    const admin = await browser('admin');
    const unreadBefore = async () => {
      const res = await (await session('userB')).request.get(`${BASE}/api/notifications`);
      const list = (await res.json()) as { 'hydra:member': { isRead: boolean }[] };
      return list['hydra:member'].filter((n) => !n.isRead).length;
    };
    const unread = await unreadBefore();

    await admin.page.goto(`${BASE}/admin/notifications`);
    await admin.page.getByRole('button', { name: /Create new notification/ }).click();
    const dialog = await still(admin.page.getByRole('dialog', { name: 'Create new notification' }));
    await dialog.getByLabel('Title').fill('Through the real server');
    await dialog.getByRole('textbox', { name: 'Text' }).click();
    await admin.page.keyboard.insertText('Sent from one browser, read in another.');
    await dialog.getByRole('button', { name: 'Save and review' }).click();
    await admin.page.waitForURL(/\/admin\/notification\/\d+$/);
    await admin.page.getByRole('button', { name: /Send$/ }).click();
    const confirm = await still(admin.page.getByRole('dialog', { name: 'Send notification' }));
    await confirm.getByRole('button', { name: 'Send' }).click();
    await confirm.waitFor({ state: 'hidden' });

    const user = await browser('userB');
    await user.page.goto(`${BASE}/dashboard`);
    await user.page
      .getByRole('button', { name: `Notifications, ${unread + 1} unread`, exact: true })
      .click();
    const panel = user.page.getByRole('region', { name: 'Notifications', exact: true });
    await panel
      .getByRole('region', { name: 'New notifications', exact: true })
      .getByRole('button', { name: 'Through the real server', exact: true })
      .click();
    await panel
      .getByRole('article', { name: 'Through the real server' })
      .getByText('Sent from one browser, read in another.')
      .waitFor();
    expect([...admin.problems, ...user.problems]).toEqual([]);
  });
});

// after the others (and the route visits of production.e2e.ts): it moves the server's clock, and
// puts it back to the reference date at the end
describe('a snapshot and the server clock', () => {
  it('opens a snapshot shared in one browser in another, until the clock passes 30 days', async () => {
    const owner = await browser('userA');
    const visitor = await browser('visitor');
    await owner.page.goto(`${BASE}/results/1`);
    await owner.page.getByRole('heading', { level: 1, name: 'Aquarium – pH' }).waitFor();
    await owner.page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await owner.page.getByRole('button', { name: 'Snapshot', exact: false }).first().click();
    const dialog = await still(owner.page.getByRole('dialog', { name: 'Share Snapshot' }));
    await dialog.getByRole('textbox', { name: 'Recipient 1' }).fill('lab@example.net');
    await dialog.getByRole('button', { name: 'Share', exact: true }).click();
    const link = new URL(await dialog.getByRole('textbox', { name: 'Share link' }).inputValue());
    expect(link.pathname).toMatch(/^\/share\/snapshot\/results\/[0-9a-f]{32}$/);

    await visitor.page.goto(`${BASE}${link.pathname}`);
    await visitor.page.getByTestId('result-view').getByText('Creator').waitFor();
    await visitor.page.getByRole('heading', { level: 1, name: 'Aquarium – pH' }).waitFor();

    await routeVisits.settled();
    // the owner's page goes first: 31 days on, its session has ended, and the notification
    // bell's poll would meet a 401 (as a real server's) if it fell in the moved minute
    expect(owner.problems).toEqual([]);
    await owner.page.close();
    try {
      await mockControl('/clock', { move: '+31d' });
      await visitor.page.reload();
      await visitor.page.getByText('Page not found!').waitFor();
    } finally {
      await mockControl('/clock', { offset: '0' });
    }
    // the expired snapshot is a 404, which the page shows: nothing else went wrong
    const shareId = link.pathname.split('/').pop()!;
    const expected = (p: string) => / 404[ :(]/.test(p) && p.includes(shareId);
    expect(visitor.problems.filter((p) => !expected(p))).toEqual([]);
  });
});
