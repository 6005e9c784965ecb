/**
 * Monitoring from an administrator's side, against the build:demo app (mock clock 2026-11-20):
 * the admin opens the Monitoring tab (app downloads of the last six months, asked per month),
 * switches through the three views, narrows the range of scans to November (20 days: the call
 * asks per week), hovers the United States on the map and reads its count, and exports the
 * country table and the line chart as CSV: the files read back agree with each other and with
 * the map's tooltip.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, openAs, sessionPerTest } from './browser';
import { checkScreen } from './screens';

const s = sessionPerTest();
const MONITORING = '/info/webview/get-analysis-json/';

/** The monitoring calls the page makes from now on (the path after the prefix). */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    const at = path.indexOf(MONITORING);
    if (at >= 0) calls.push(path.slice(at + MONITORING.length));
  });
  return calls;
}

async function waitForCall(calls: string[], expected: string) {
  await expect.poll(() => calls).toContain(expected);
}

/** Clicks an Export CSV button and returns the file's name and its lines (BOM and CRLF gone). */
async function exportCsv(page: Page, name: string): Promise<{ file: string; lines: string[] }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  const done = await download;
  const text = (await readFile(await done.path())).toString('utf8').replace(/^\uFEFF/, '');
  return { file: done.suggestedFilename(), lines: text.split('\r\n').filter((l) => l !== '') };
}

/** Web Mercator metres of a longitude/latitude. */
const mercator = (lon: number, lat: number) => [
  (lon * Math.PI * 6378137) / 180,
  6378137 * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)),
];

/**
 * Moves the pointer onto a place of the world map: the map frames longitudes -170..180 and
 * latitudes -56..80 in its box, so the place's pixel follows from the box; a few pixels around
 * it are tried in case the frame is a little off.
 */
async function hoverPlace(page: Page, lon: number, lat: number) {
  const target = page.getByTestId('country-map-target');
  await target.scrollIntoViewIfNeeded();
  await page.locator('[data-testid="country-map-target"][aria-busy="false"]').waitFor();
  const box = (await target.boundingBox())!;
  const [x0, y0] = mercator(-170, -56);
  const [x1, y1] = mercator(180, 80);
  const resolution = Math.max((x1 - x0) / box.width, (y1 - y0) / box.height);
  const [x, y] = mercator(lon, lat);
  const px = box.x + box.width / 2 + (x - (x0 + x1) / 2) / resolution;
  const py = box.y + box.height / 2 - (y - (y0 + y1) / 2) / resolution;
  const tooltip = page.getByRole('tooltip');
  for (const [dx, dy] of [
    [0, 0],
    [8, 0],
    [-8, 0],
    [0, 8],
    [0, -8],
    [16, 16],
    [-16, -16],
  ]) {
    await page.mouse.move(px + dx, py + dy);
    const shown = await tooltip
      .waitFor({ timeout: 1000 })
      .then(() => true)
      .catch(() => false);
    if (shown) return tooltip;
  }
  throw new Error(`no country under ${lon}, ${lat}`);
}

describe('monitoring', () => {
  it('an admin switches the views, narrows the range to weeks, hovers a country and exports the figures', async () => {
    const { page } = s;
    const calls = recordCalls(page);
    await openAs(page, 'admin@example.com', '/admin/statistics');
    await page.getByRole('heading', { level: 1, name: 'Monitoring' }).waitFor();
    // app downloads in whole months: from the first of May
    await waitForCall(calls, 'fromDate/01-05-2026/toDate/20-11-2026/filter/Month/type/appDownload');
    await page
      .getByRole('heading', { level: 2, name: 'App downloads by country', exact: true })
      .waitFor();
    await checkScreen(page, 'monitoring-downloads');

    await page.getByText('No. of Active Users', { exact: true }).click();
    await waitForCall(calls, 'fromDate/20-05-2026/toDate/20-11-2026/filter/Month/type/activeUser');
    await page.getByRole('heading', { level: 2, name: 'Active versus new users' }).waitFor();
    await checkScreen(page, 'monitoring-active-users');

    await page.getByText('Total no. of scans', { exact: true }).click();
    await page.getByRole('heading', { level: 2, name: 'Parameter scan count' }).waitFor();

    // November 1 to 20: 20 days, so the call asks per week
    const start = page.getByPlaceholder('Start date');
    await start.click();
    await start.fill('11/01/2026');
    await start.press('Enter');
    const end = page.getByPlaceholder('End date');
    await end.fill('11/20/2026');
    await end.press('Enter');
    await waitForCall(calls, 'fromDate/01-11-2026/toDate/20-11-2026/filter/Week/type/totalScan');
    await page.getByText('Per week').waitFor();
    expect(page.url()).toBe(
      `${BASE_URL}/admin/statistics?view=totalScan&from=2026-11-01&to=2026-11-20`,
    );
    await page.getByRole('heading', { level: 2, name: 'Scans by country', exact: true }).waitFor();
    await checkScreen(page, 'monitoring-scans-weeks');

    const tooltip = await hoverPlace(page, -100, 40);
    await expect.poll(() => tooltip.textContent()).toMatch(/^United States of America/);
    const hovered = Number(
      (await tooltip.textContent())!.replace(/^.*Scans: /, '').replace(/,/g, ''),
    );

    const byCountry = await exportCsv(page, 'Export CSV: Scans by country');
    expect(byCountry.file).toBe('monitoring_scans_by-country_2026-11-01_2026-11-20.csv');
    expect(byCountry.lines[0]).toBe('Country,Scan Start,Scan Finish,Total,Region');
    const rows = byCountry.lines.slice(1).map((l) => l.split(','));
    expect(rows.length).toBe(25);
    const us = rows.find((r) => r[0] === 'United States of America')!;
    expect(Number(us[3])).toBe(hovered);
    const countriesTotal = rows.reduce((sum, r) => sum + Number(r[3]), 0);

    const overTime = await exportCsv(page, 'Export CSV: Scans over time');
    expect(overTime.lines[0]).toBe('Period,Scans');
    const weeks = overTime.lines.slice(1).map((l) => l.split(','));
    expect(weeks.map((w) => w[0])).toEqual(['2026-W44', '2026-W45', '2026-W46', '2026-W47']);
    // every scan of the range is in one country and in one week
    expect(weeks.reduce((sum, w) => sum + Number(w[1]), 0)).toBe(countriesTotal);
    expect(countriesTotal).toBeGreaterThan(0);
    expect(s.errors).toEqual([]);
  });

  it("says a failure of the monitoring data in place, in the catalogue's words, with Retry", async () => {
    const { page } = s;
    // the mock controls' URL query: logged in as the admin, every monitoring call answers 500
    await openAs(page, 'admin@example.com', '/admin/statistics?mockFail=getMonitoringData:500');
    await page.getByRole('alert').getByText('Internal Server Error').waitFor();
    await page.getByRole('button', { name: 'Retry' }).waitFor();
    // the tiles wait for figures instead of showing stale ones
    expect(
      await page.getByRole('region', { name: 'App downloads counts' }).textContent(),
    ).toContain('-');
  });
});
