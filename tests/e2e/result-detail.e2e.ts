/**
 * Result detail journeys against the build:demo app: open a result from its URL, edit its name
 * and see it after a reload, download the sample image and the Excel export (checking the bytes),
 * delete it and land back on the results list. Each screen is checked with axe and kept as a
 * screenshot.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BASE_URL, navigate, open, openAs, sessionPerTest } from './browser';
import { checkScreen } from './screens';

const s = sessionPerTest();

const shot = (page: Page, name: string) => checkScreen(page, `detail-${name}`);

async function openResult(page: Page, id: number) {
  await openAs(page, 'user@example.com', `/results/${id}`);
  await page.getByTestId('result-value').waitFor();
}

async function downloadBytes(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

describe('result detail journeys', () => {
  it('opens a result from its URL and edits the name, kept after a reload', async () => {
    const { page } = s;
    await openResult(page, 1);
    await page.getByRole('heading', { name: 'Aquarium – pH' }).waitFor();
    await page.getByRole('img', { name: 'Sample image of Aquarium – pH' }).waitFor();
    // the image is served by the mock worker with the session
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[src="/api/results/1/image"]');
      return !!img && img.complete && img.naturalWidth === 320;
    });
    await shot(page, 'normal');

    await page.getByRole('button', { name: 'Edit result' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Edit Result').waitFor();
    await shot(page, 'edit-dialog');
    await dialog.getByLabel('Name').fill('x');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog
      .getByText('This value is too short. It should have 3 characters or more.')
      .waitFor();
    await shot(page, 'edit-dialog-errors');
    await dialog.getByLabel('Name').fill('Garden pond');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Result was successfully updated.').waitFor();
    await page.getByRole('heading', { name: 'Garden pond' }).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Garden pond' }).waitFor();
    expect(s.errors).toEqual([]);
  });

  it('downloads the sample image and the Excel export', async () => {
    const { page } = s;
    await openResult(page, 1);
    const image = await downloadBytes(page, 'Image');
    expect(image.name).toBe('Aquarium – pH.png');
    expect([...image.bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);

    const xlsx = await downloadBytes(page, 'Excel');
    expect(xlsx.name).toMatch(/^result_1_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(xlsx.bytes.length).toBeGreaterThan(1000);
  });

  it('shows the NO2 reading with its error box', async () => {
    const { page } = s;
    await openResult(page, 384);
    await page.getByRole('alert').getByText('NO2 detected').waitFor();
    expect(await page.getByTestId('result-value').textContent()).toContain('!30.4');
    await shot(page, 'no2');
    await navigate(page, '/results/283');
    await page.getByRole('alert').getByText('Value above measuring range').waitFor();
    await shot(page, 'above-range');
    await navigate(page, '/image/384');
    await page.getByRole('link', { name: 'Open original' }).waitFor();
    await shot(page, 'image-page');
  });

  it('deletes the result and lands back on the results list', async () => {
    const { page } = s;
    await openResult(page, 1);
    await page.getByRole('button', { name: 'Delete result' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Delete Result').waitFor();
    await shot(page, 'delete-dialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Successfully deleted Result.').waitFor();
    await page.waitForURL(`${BASE_URL}/results`);

    await open(page, '/results/1');
    await page.getByText('Page not found!').waitFor();
    expect(page.url()).toBe(`${BASE_URL}/404`);
  });
});
