/**
 * Analyses journeys against the build:demo app: open an analysis from the list, switch chart
 * and map and the date ranges, download the chart and the map as PNG (real PNG files), rename
 * it, remove a result, delete it and find its results still in the result list; and an
 * analysis created from selected results on the results list.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, open, openAs, sessionPerTest } from './browser';
import { expectAccessible, settled, shot as screenshot, SHOTS_DIR } from './screens';

const s = sessionPerTest();
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const shot = (page: Page, name: string) => screenshot(page, `analyses-${name}`);
const resultsTable = (page: Page) => page.getByRole('table', { name: 'Analysis results' });
const resultRows = (page: Page) => resultsTable(page).locator('tbody tr[data-row-key]');
const rangeLabel = (page: Page) => page.getByTestId('range-label');
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const apiGet = (page: Page, path: string) =>
  page.evaluate(async (p) => {
    const res = await fetch(`/api${p}`, { headers: { Pragma: 'no-cache' } });
    return { status: res.status, body: res.ok ? await res.json() : null };
  }, path);

async function openAnalysesList(page: Page) {
  await openAs(page, 'user@example.com', '/analyses');
  await page
    .getByRole('table', { name: 'Analyses' })
    .getByRole('link', { name: 'Aquarium pH' })
    .waitFor();
}

/** Clicks `button` and returns the bytes of the download it starts. */
async function download(page: Page, button: string | RegExp) {
  const event = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await event;
  if (SHOTS_DIR) await file.saveAs(`${SHOTS_DIR}/analyses-download-${file.suggestedFilename()}`);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

describe('analyses journeys', () => {
  it('opens an analysis, switches chart/map and ranges, downloads PNGs, renames, removes a result and deletes it', async () => {
    const { page } = s;
    await openAnalysesList(page);
    // axe checks this screen as it first shows in a11y.e2e.ts (a user's /analyses)
    await shot(page, 'list');
    await page.getByRole('link', { name: 'Aquarium pH' }).click();
    await page.waitForURL(`${BASE_URL}/analyses/2`);
    await page.getByRole('heading', { name: 'Aquarium pH' }).waitFor();
    await resultRows(page).first().waitFor();
    // the chart of all time draws (a canvas inside the chart card)
    await page.getByTestId('chart-card').locator('canvas').first().waitFor();
    expect(await rangeLabel(page).textContent()).toBe('All time');
    // axe checks this screen as it first shows in a11y.e2e.ts (a user's /analyses/2)
    await shot(page, 'detail-chart');

    // the chart as PNG
    const chart = await download(page, /Chart as PNG/);
    expect(chart.name).toBe('analysis-2-chart.png');
    expect([...chart.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(chart.bytes.length).toBeGreaterThan(2000);

    // date ranges: this month is empty, three months back holds the last measurements
    await page.getByRole('button', { name: 'This month' }).click();
    expect(await rangeLabel(page).textContent()).toBe('November 2026');
    expect(await page.getByRole('button', { name: 'Next period' }).isDisabled()).toBe(true);
    await page.getByTestId('chart-card').getByText('No Data', { exact: true }).waitFor();
    for (let i = 0; i < 3; i += 1)
      await page.getByRole('button', { name: 'Previous period' }).click();
    expect(await rangeLabel(page).textContent()).toBe('August 2026');
    expect(await page.getByRole('button', { name: 'Next period' }).isEnabled()).toBe(true);
    await page.getByTestId('chart-card').locator('canvas').first().waitFor();
    await shot(page, 'detail-month');
    await page.getByRole('button', { name: 'This year' }).click();
    expect(await rangeLabel(page).textContent()).toBe('2026');
    await page.getByText('Exact Time').click();
    await page.getByTestId('chart-card').locator('canvas').first().waitFor();
    await page.getByRole('button', { name: 'All time' }).click();

    // the map, and the map as PNG
    await page.getByText('Map', { exact: true }).click();
    await page.getByTestId('map-view').locator('canvas').first().waitFor();
    await settled(page); // base layer and markers drawn
    await expectAccessible(page, 'analysis map');
    await shot(page, 'detail-map');
    const map = await download(page, /Map as PNG/);
    expect(map.name).toBe('analysis-2-map.png');
    expect([...map.bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    await page.getByText('Chart', { exact: true }).click();
    await page.getByTestId('chart-card').waitFor();

    // rename
    await page.getByRole('button', { name: 'Edit analysis' }).click();
    const edit = dialog(page, 'Edit Analysis');
    await edit.getByLabel('Analysis Name').fill('Aquarium pH (tank 1)');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Analysis was successfully updated.').waitFor();
    await page.getByRole('heading', { name: 'Aquarium pH (tank 1)' }).waitFor();

    // remove a result
    const removedId = await resultRows(page).first().getAttribute('data-row-key');
    await resultRows(page).first().getByRole('checkbox').check();
    await page
      .getByRole('region', { name: 'Results' })
      .getByRole('button', { name: /Delete/ })
      .click();
    await dialog(page, 'Delete Selected Results').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('39 results', { exact: false }).waitFor();
    await expect
      .poll(async () =>
        resultRows(page).evaluateAll((r) => r.map((x) => x.getAttribute('data-row-key'))),
      )
      .not.toContain(removedId);
    const analysis = (await apiGet(page, '/analyses/2')).body;
    const kept = analysis.results.map((r: { id: number }) => String(r.id));
    expect(kept).not.toContain(removedId);

    // delete: back to the list; the results stay in the result list
    await page.getByRole('button', { name: 'Delete analysis' }).click();
    await dialog(page, 'Delete Analysis').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Successfully deleted Analysis.').waitFor();
    await page.waitForURL(`${BASE_URL}/analyses`);
    await page.getByRole('link', { name: 'Garden well 2026' }).waitFor();
    expect(await page.getByRole('link', { name: 'Aquarium pH (tank 1)' }).count()).toBe(0);
    expect((await apiGet(page, '/analyses/2')).status).toBe(404);

    await page.goto(`${BASE_URL}/results/${kept[0]}`);
    await page.getByRole('heading').first().waitFor();
    await expect.poll(() => page.url()).toBe(`${BASE_URL}/results/${kept[0]}`);
    expect(await page.getByText('Page not found!').count()).toBe(0);
    expect((await apiGet(page, `/results/${kept[0]}`)).status).toBe(200);
    expect(s.errors).toEqual([]);
  });

  it('creates an analysis from selected results and charts it', async () => {
    const { page } = s;
    await openAs(page, 'user@example.com', '/results');
    const rows = page.getByRole('table', { name: 'Results' }).locator('tbody tr[data-row-key]');
    await rows.first().waitFor();
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await rows.nth(2).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create analysis' }).click();
    const create = dialog(page, 'Create Analysis');
    await create.getByLabel('Analysis Name').fill('E2E river check');
    await create.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/analyses\/\d+$/);
    await page.getByRole('heading', { name: 'E2E river check' }).waitFor();
    await resultRows(page).first().waitFor();
    expect(await resultRows(page).count()).toBe(3);
    await page.getByRole('button', { name: 'Today' }).click();
    expect(await page.getByRole('button', { name: 'Next period' }).isDisabled()).toBe(true);
    expect(s.errors).toEqual([]);
  });

  it('shows the not-found page for an unknown analysis', async () => {
    const { page } = s;
    // logged in by the mock's control; not openAs, which waits for the address it opened: the
    // app answers the unknown id by moving to its 404 page, sometimes before that wait begins
    await open(page, '/analyses/999?mockLogin=user@example.com');
    await page.getByText('Page not found!').waitFor();
    await page.waitForURL(`${BASE_URL}/404`);
  });
});
