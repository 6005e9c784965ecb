/**
 * Results list journeys against the build:demo app: open Results from the menu, filter by
 * parameter in the filter modal, sort, page, hide a column and find it still hidden after a
 * reload (saved settings), export Excel (a real xlsx: 'PK', rows read back), select rows and
 * create an analysis; and the list kept interactive on the `large` scenario (20,000 results).
 */
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAs, sessionPerTest } from './browser';
import { checkScreen, shot as screenshot } from './screens';

const s = sessionPerTest();

const shot = (page: Page, name: string) => checkScreen(page, `results-${name}`);
const table = (page: Page) => page.getByRole('table', { name: 'Results' });
const rows = (page: Page) => table(page).locator('tbody tr[data-row-key]');
const rowKeys = (page: Page) =>
  rows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')));
/** The texts of one column of the visible page, by header position. */
async function columnTexts(page: Page, header: string) {
  const headers = await table(page).locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  if (index < 0) throw new Error(`no column ${header} in ${headers.join('|')}`);
  return table(page)
    .locator(`tbody tr[data-row-key] td:nth-child(${index + 1})`)
    .allTextContents();
}
/** Waits until the page's rows change from `before`. */
async function rowsChange(page: Page, before: (string | null)[], step = '') {
  await expect
    .poll(async () => JSON.stringify(await rowKeys(page)), { message: step })
    .not.toBe(JSON.stringify(before));
}
const apiTotal = (page: Page, query: string) =>
  page.evaluate(async (q) => {
    const res = await fetch(`/api/results?${q}`, { headers: { Pragma: 'no-cache' } });
    return (await res.json())['hydra:totalItems'] as number;
  }, query);

async function openResults(page: Page, mockQuery = '') {
  await openAs(page, 'user@example.com', `/results${mockQuery}`);
  await rows(page).first().waitFor();
}

async function filterByParameter(page: Page, parameter: string) {
  await page.getByRole('button', { name: /Filters/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Add filter' });
  await dialog.getByRole('button', { name: /Add filter/ }).click();
  await dialog.getByRole('combobox', { name: 'Filter 1 field' }).click();
  await page.getByRole('option', { name: 'Parameter', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Filter 1 value' }).click();
  await page.getByRole('option', { name: parameter, exact: true }).click();
  await shot(page, 'filter-modal');
  await dialog.getByRole('button', { name: 'Apply' }).click();
}

describe('results list journeys', () => {
  it('filters, sorts, pages, keeps a hidden column after a reload and exports Excel', async () => {
    const { page } = s;
    await openResults(page);
    // axe checks this screen as it first shows in a11y.e2e.ts
    await screenshot(page, 'results-list');

    let before = await rowKeys(page);
    await filterByParameter(page, 'Nitrate');
    await rowsChange(page, before);
    expect(new Set(await columnTexts(page, 'Parameter'))).toEqual(new Set(['Nitrate']));
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();

    before = await rowKeys(page);
    await table(page).getByRole('columnheader', { name: 'Value' }).click();
    await rowsChange(page, before);
    const values = (await columnTexts(page, 'Value')).map((v) => Number(v.replace(/^[<>!]/, '')));
    expect(values).toEqual([...values].sort((a, b) => a - b));

    before = await rowKeys(page);
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await rowsChange(page, before);
    // antd marks the current page only with a class (no aria-current)
    await expect.poll(() => page.locator('.ant-pagination-item-active').textContent()).toBe('2');

    await page.getByRole('button', { name: /Columns/ }).click();
    const columns = page.getByRole('dialog').filter({ hasText: 'Manage columns' });
    await columns.getByRole('checkbox', { name: 'Unit' }).uncheck();
    await shot(page, 'columns-modal');
    // the save of this change: the sort's save (500 ms after it) may still be under way
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes('/api/profile/metadata/result') &&
        r.status() === 200 &&
        (r.request().postData() ?? '').includes('measurementUnit'),
    );
    await columns.getByRole('button', { name: 'Apply' }).click();
    await saved;
    await expect
      .poll(() => table(page).getByRole('columnheader', { name: 'Unit' }).count())
      .toBe(0);

    await page.reload();
    await rows(page).first().waitFor();
    expect(await table(page).getByRole('columnheader', { name: 'Unit' }).count()).toBe(0);
    await table(page).getByRole('columnheader', { name: 'Name' }).waitFor();
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    expect(new Set(await columnTexts(page, 'Parameter'))).toEqual(new Set(['Nitrate']));
    expect(
      await table(page).getByRole('columnheader', { name: 'Value' }).getAttribute('aria-sort'),
    ).toBe('ascending');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export/ }).click();
    await page.getByRole('menuitem', { name: 'Excel' }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const filter = encodeURIComponent(
      JSON.stringify([{ field: 'parameter.id', operator: 'eq', value: 2 }]),
    );
    const total = await apiTotal(page, `filter=${filter}`);
    expect(sheet.actualRowCount - 1).toBe(total);

    // the same rows as CSV: a header row, then one line per result of the filtered list
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: /Export/ }).click();
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const csv = (await readFile(await (await csvDownload).path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    const lines = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
    expect(lines[0]).toContain('Name');
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((l) => l.includes('Nitrate'))).toBe(true);
    expect(s.errors).toEqual([]);
  });

  it('selects rows and creates an analysis, landing on it', async () => {
    const { page } = s;
    await openResults(page);
    const row1 = page.getByRole('checkbox', { name: 'Select row 1', exact: true });
    const row2 = page.getByRole('checkbox', { name: 'Select row 2', exact: true });
    await row1.check();
    await row2.check();
    expect(await page.getByRole('button', { name: 'Create analysis' }).isEnabled()).toBe(true);
    // paging clears the selection for good: coming back shows nothing checked, nothing to act on
    let before = await rowKeys(page);
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await rowsChange(page, before, 'page 2');
    before = await rowKeys(page);
    await page.getByRole('listitem', { name: '1', exact: true }).click();
    await rowsChange(page, before, 'back to page 1');
    expect(await row1.isChecked()).toBe(false);
    expect(await row2.isChecked()).toBe(false);
    expect(await page.getByRole('button', { name: 'Create analysis' }).isEnabled()).toBe(false);
    expect(await page.getByRole('button', { name: /Delete/ }).isEnabled()).toBe(false);

    await row1.check();
    await row2.check();
    await page.getByRole('button', { name: 'Add to analysis' }).click();
    const add = page.getByRole('dialog').filter({ hasText: 'Add to Analysis' });
    await add.getByRole('radio').first().waitFor();
    await shot(page, 'add-to-analysis-modal');
    await add.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: /Delete/ }).click();
    const del = page.getByRole('dialog').filter({ hasText: 'Delete Selected Results' });
    await del.waitFor();
    await shot(page, 'delete-dialog');
    await del.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Create analysis' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Create Analysis' });
    await dialog.getByLabel('Analysis Name').fill('E2E analysis');
    await shot(page, 'create-analysis-modal');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/analyses\/\d+$/);
    const id = page.url().split('/').pop();
    const analysis = await page.evaluate(async (analysisId) => {
      const res = await fetch(`/api/analyses/${analysisId}`, { headers: { Pragma: 'no-cache' } });
      return res.json();
    }, id);
    expect(analysis.name).toBe('E2E analysis');
    expect(analysis.results).toHaveLength(2);
    await shot(page, 'after-create');
  });

  it("'Analysis from all results' announces what the new analysis holds and shows", async () => {
    const { page } = s;
    await openResults(page);
    await filterByParameter(page, 'Nitrate');
    const filter = encodeURIComponent(
      JSON.stringify([{ field: 'parameter.id', operator: 'eq', value: 2 }]),
    );
    const total = await apiTotal(page, `filter=${filter}`);
    await page.getByRole('button', { name: /Analysis from all results/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Create Analysis' });
    await dialog
      .getByText(`The analysis gets all ${total} result(s) of the current list.`)
      .waitFor();
    await dialog.getByLabel('Analysis Name').fill('All nitrate');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/analyses\/\d+$/);
    await page.getByText(new RegExp(`· ${total} results`)).waitFor();
    const id = page.url().split('/').pop();
    const held = await page.evaluate(async (analysisId) => {
      const res = await fetch(`/api/analyses/${analysisId}/results?itemsPerPage=1`, {
        headers: { Pragma: 'no-cache' },
      });
      return (await res.json())['hydra:totalItems'] as number;
    }, id);
    expect(held).toBe(total);
    await page
      .getByRole('table', { name: 'Analysis results' })
      .locator('tbody tr[data-row-key]')
      .first()
      .waitFor();
    await shot(page, 'analysis-from-all');
  });

  it('sorts, pages, filters and searches on the large scenario (20,000 results)', async () => {
    const { page } = s;
    await openResults(page, '?mockScenario=large');
    /** Does one step and waits until the page shows other rows. */
    const step = async (name: string, act: () => Promise<void>) => {
      const before = await rowKeys(page);
      await act();
      await rowsChange(page, before, name);
    };
    expect(await apiTotal(page, 'itemsPerPage=1')).toBe(20000);
    await step('sort by value', () =>
      table(page).getByRole('columnheader', { name: 'Value' }).click(),
    );
    await step('next page', () => page.getByRole('listitem', { name: '2', exact: true }).click());
    await step('80 per page', async () => {
      await page.getByRole('combobox', { name: 'Page Size' }).click();
      await page.getByText('80 / page').click();
    });
    await step('filter by parameter', () => filterByParameter(page, 'pH'));
    // a name word that the first row lacks, so the search must change the page
    const words = (await columnTexts(page, 'Name')).map((n) => n.split(' ')[0]);
    const term = words.find((w) => w !== words[0]) ?? 'Aquarium';
    await step('search', () => page.getByRole('searchbox', { name: 'Search' }).fill(term));
    const names = await columnTexts(page, 'Name');
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain(term);
    await shot(page, 'large');
  });
});
