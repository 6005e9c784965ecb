/**
 * Admin back-office journeys against the build:demo app: the dashboard's tiles, the users
 * warning, the users list (search, a profile), the successful and discarded result lists with
 * their Excel and CSV exports read back, the admin's analysis of every user's successful
 * results, the newsletter export, and a regular user who types an admin address.
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, navigate, open, openAs, sessionPerTest } from './browser';
import { checkScreen, shot } from './screens';

const s = sessionPerTest();

async function loginAdmin(page: Page) {
  await openAs(page, 'admin@example.com', '/admin/dashboard');
}

const tile = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${name} [\\d,]+$`) });

/** The count a tile shows (after loading). */
async function tileCount(page: Page, name: string) {
  const text = (await tile(page, name).textContent()) ?? '';
  return Number(text.slice(name.length).replace(/[^\d]/g, ''));
}

async function download(page: Page, format: 'Excel' | 'CSV') {
  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export/ }).click();
  await page.getByRole('menuitem', { name: format }).click();
  return readFile(await (await file).path());
}

async function xlsxRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book.worksheets[0]!.actualRowCount - 1;
}

const csvRows = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '').length - 1;

describe('admin back-office', () => {
  it('opens each tile; the users list after its warning; a profile from the list', async () => {
    const { page } = s;
    await loginAdmin(page);
    await tile(page, 'Analyses').waitFor();
    // axe checks this screen as it first shows in a11y.e2e.ts
    await shot(page, 'admin-dashboard');

    await tile(page, 'Successful Results').click();
    await page.getByRole('heading', { level: 1, name: 'Successful Result List' }).waitFor();
    await page.goBack();
    await tile(page, 'Discarded Results').click();
    await page.getByRole('heading', { level: 1, name: 'Discarded Result List' }).waitFor();
    await page.goBack();
    await tile(page, 'Analyses').click();
    await page.getByRole('heading', { level: 1, name: 'Analyses' }).waitFor();
    await page.goBack();

    await tile(page, 'Registered Users').click();
    const warning = page.getByRole('dialog', { name: /Registered Users Data/ });
    await checkScreen(page, 'admin-users-warning');
    await warning.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${BASE_URL}/admin/users`);
    const table = page.getByRole('table', { name: 'Registered users' });
    await page.getByRole('searchbox').fill('user@example.com');
    await table.getByRole('link', { name: 'Anna Becker' }).waitFor();
    await expect.poll(() => table.locator('tbody tr[data-row-key]').count()).toBe(1);
    await checkScreen(page, 'admin-users');
    await table.getByRole('link', { name: 'Anna Becker' }).click();
    await page.waitForURL(`${BASE_URL}/profile/1`);
    await page.getByRole('heading', { level: 1, name: 'Profile of Anna Becker' }).waitFor();
    expect(s.errors).toEqual([]);
  });

  it('exports the successful and the discarded list as Excel and CSV', async () => {
    const { page } = s;
    await loginAdmin(page);
    const successful = await tileCount(page, 'Successful Results');
    const discarded = await tileCount(page, 'Discarded Results');
    for (const [path, heading, count] of [
      ['/admin/result-list/successful', 'Successful Result List', successful],
      ['/admin/result-list/discarded', 'Discarded Result List', discarded],
    ] as const) {
      await navigate(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('tbody tr[data-row-key]').first().waitFor();
      expect(await xlsxRows(await download(page, 'Excel'))).toBe(count);
      expect(csvRows(await download(page, 'CSV'))).toBe(count);
    }
    await checkScreen(page, 'admin-result-list-discarded');
    expect(s.errors).toEqual([]);
  });

  it('makes an analysis of every user’s successful results; a user’s analysis refuses them', async () => {
    const { page } = s;
    await loginAdmin(page);
    const successful = await tileCount(page, 'Successful Results');
    await navigate(page, '/admin/result-list/successful');
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    await page.getByRole('button', { name: /Analysis from all results/ }).click();
    const create = page.getByRole('dialog', { name: 'Create Analysis' });
    await create.getByLabel('Analysis Name').fill('Every successful result');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/analyses\/\d+$/);
    await page.getByRole('heading', { level: 1, name: /Every successful result/ }).waitFor();
    const rows = page.getByRole('table', { name: 'Analysis results' }).locator('tbody tr');
    await rows.first().waitFor();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const api = (method: string, path: string, body?: unknown) =>
      page.evaluate(
        async ([m, p, b]) => {
          const res = await fetch(`/api${p}`, {
            method: m,
            headers: { 'Content-Type': 'application/json', Pragma: 'no-cache' },
            body: b === undefined ? undefined : JSON.stringify(b),
          });
          return { status: res.status, body: await res.json() };
        },
        [method, path, body] as const,
      );
    const analysis = await api('GET', `/analyses/${id}`);
    expect(analysis.body.countOfResultsWithDiscarded).toBe(successful);
    // a user's analysis (user@'s 'Garden well 2026') still takes only that user's results
    const others = await api(
      'GET',
      `/results?itemsPerPage=1&filter=${encodeURIComponent(
        JSON.stringify([{ field: 'createdByUser.id', operator: 'ne', value: 1 }]),
      )}`,
    );
    const foreign = others.body['hydra:member'][0].id as number;
    const refused = await api('PUT', '/analyses/1', { addResultIds: [foreign] });
    expect(refused.status).toBe(422);
    expect(refused.body.violations[0].message).toContain(`The result ${foreign} belongs`);
    expect(s.errors).toEqual([]);
  });

  it('downloads the newsletter export after its warning', async () => {
    const { page } = s;
    await loginAdmin(page);
    await page.getByRole('button', { name: /Export Newsletter Data/ }).click();
    const file = page.waitForEvent('download');
    await page
      .getByRole('dialog', { name: /Export Newsletter Data/ })
      .getByRole('button', { name: 'Continue' })
      .click();
    const csv = (await readFile(await (await file).path())).toString('utf8');
    expect(csv).toContain('user@example.com');
    expect(s.errors).toEqual([]);
  });

  it('a regular user who types an admin address lands on their home', async () => {
    const { page } = s;
    // a user's app started at an admin address, logged in through the mock's control
    await open(page, '/admin/users?mockLogin=user@example.com');
    await page.waitForURL(`${BASE_URL}/dashboard`);
  });
});
