/**
 * The parameter lifecycle against the build:demo app, as an administrator would go through it:
 * create a parameter (the citation pasted with formatting the field does not keep, then a
 * superscript typed), save it as a draft, add its package file and a pre-count-down image
 * larger than the app's screen (scaled down in the browser before upload), release it after
 * the confirmation; a user then finds it among the parameters of the results filter; the
 * admin deactivates it (the user no longer finds it), moves it back to draft, and a hand-made
 * request that changes its range is refused by the server.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../mocks/lib/pngEncoder';
import { BASE_URL, login, logout, openAs, sessionPerTest } from './browser';
import { gradientPng } from './pageInput';
import { checkScreen, shot } from './screens';

const s = sessionPerTest();

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const status = (page: Page) => page.getByTestId('parameter-status');

/** The stored parameter, read the way the app reads it (the admin's session). */
async function stored(page: Page, id: number) {
  return page.evaluate(async (pid) => {
    const r = await fetch(`/api/parameters/${pid}`);
    return (await r.json()) as Record<string, unknown>;
  }, id);
}

/** Width and height from a PNG's header (IHDR follows the 8-byte signature). */
function pngSize(base64: string) {
  const bytes = Buffer.from(base64, 'base64');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: title }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The parameter names a user can pick in the results filter. */
async function filterOptions(page: Page) {
  await page.getByRole('menuitem', { name: 'Results' }).click();
  await page.waitForURL(`${BASE_URL}/results`);
  await page.getByRole('button', { name: /Filters/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Add filter' });
  await dialog.getByRole('button', { name: /Add filter/ }).click();
  await dialog.getByRole('combobox', { name: 'Filter 1 field' }).click();
  await page.getByRole('option', { name: 'Parameter', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Filter 1 value' }).click();
  const options = page.getByRole('option');
  await options.first().waitFor();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape'); // closes the option list
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  return names;
}

describe('parameter lifecycle', () => {
  it('creates, releases with scaled image, deactivates and reactivates a parameter; the server guards the locks', async () => {
    const { page } = s;
    await openAs(page, 'admin@example.com', '/admin/manageParameters');
    await page.getByRole('heading', { level: 1, name: 'Manage Parameters' }).waitFor();
    await page
      .getByRole('list', { name: 'Parameters' })
      .getByText('Total hardness')
      .first()
      .waitFor();
    // axe checks this screen as it first shows in a11y.e2e.ts
    await shot(page, 'parameters-list');

    await page.getByRole('button', { name: /Create new Parameter/ }).click();
    await page.waitForURL(`${BASE_URL}/admin/addParameter`);
    await expect.poll(() => status(page).textContent()).toBe('New');
    await field(page, 'Parameter name').fill('Chloride');
    await field(page, 'Name as displayed in app').fill('Chloride');
    await field(page, 'Cat. No.').fill('1.11132.0001');
    await field(page, 'Range').fill('0-3000');

    // pasted bold text arrives as plain text; the superscript button formats what follows
    const citation = page.getByRole('textbox', { name: 'Citation' });
    await citation.click();
    await citation.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/html', '<b>Cl</b>');
      data.setData('text/plain', 'Cl');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    });
    await expect.poll(() => citation.textContent()).toBe('Cl');
    expect(await citation.locator('b, strong').count()).toBe(0);
    await page.getByRole('button', { name: 'Superscript' }).click();
    await page.keyboard.type('-');
    await citation.locator('sup', { hasText: '-' }).waitFor();

    await field(page, 'Unit').fill('mg/l');
    await field(page, 'Countdown time').fill('45');
    await field(page, 'Package counter strips in box').fill('100');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.waitForURL(/\/admin\/editParameter\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await expect.poll(() => status(page).textContent()).toBe('Draft');
    const draft = await stored(page, id);
    expect(draft).toMatchObject({ name: 'Chloride', citationFormula: 'Cl__-__', status: 1 });

    // releasing needs the files and the confirmations
    await page.getByRole('button', { name: 'Release parameter' }).click();
    await page.getByText('You must accept HowTo Checkbox').waitFor();
    await page.getByText('Package file is required').waitFor();
    await page.getByTestId('parameter_packageFile-input').setInputFiles({
      name: 'chloride.pkg',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('StripScan package\ncat=1.11132.0001\nname=Chloride\n'),
    });
    await page.getByText('chloride.pkg').waitFor();
    await page.getByTestId('parameter_preCountDownImage-input').setInputFiles({
      name: 'chloride-pre.png',
      mimeType: 'image/png',
      buffer: gradientPng(3000, 1000),
    });
    await page.getByAltText('Pre-count-down image preview').waitFor();
    await page.getByRole('switch', { name: 'Post-count-down screen' }).click();
    await page.getByTestId('parameter_postCountDownImage-input').setInputFiles({
      name: 'chloride-post.png',
      mimeType: 'image/png',
      buffer: Buffer.from(encodePng(620, 372, new Uint8Array(620 * 372 * 3).fill(90))),
    });
    await page.getByAltText('Post-count-down image preview').waitFor();
    for (const box of [
      'I have updated the How-to',
      'I have updated the FAQ',
      'I have updated the Notification',
    ])
      await page.getByRole('checkbox', { name: box }).check();
    await page.getByRole('button', { name: 'Release parameter' }).click();
    await confirm(page, 'Release parameter');
    await expect.poll(() => status(page).textContent()).toBe('Released');
    await expect.poll(() => field(page, 'Parameter name').isDisabled()).toBe(true);
    await checkScreen(page, 'parameter-released');

    const released = await stored(page, id);
    expect(released).toMatchObject({
      status: 2,
      isReleased: true,
      packageFileTextName: 'chloride.pkg',
    });
    // 3000 x 1000 scaled down proportionally to the 2480 px width
    expect(pngSize(released.preCountDownImage as string)).toEqual({ width: 2480, height: 827 });
    expect(pngSize(released.postCountDownImage as string)).toEqual({ width: 620, height: 372 });

    await logout(page);
    await login(page, 'user@example.com');
    await page.waitForURL(`${BASE_URL}/dashboard`);
    expect(await filterOptions(page)).toContain('Chloride');
    await logout(page);

    await login(page, 'admin@example.com');
    await page.waitForURL(`${BASE_URL}/admin/dashboard`);
    await page.goto(`${BASE_URL}/admin/editParameter/${id}`);
    await expect.poll(() => status(page).textContent()).toBe('Released');
    // Deactivate waits for unsaved changes to be saved or dropped
    await field(page, 'Additional information').fill('Being reworked.');
    await expect
      .poll(() => page.getByRole('button', { name: 'Deactivate parameter' }).isDisabled())
      .toBe(true);
    await field(page, 'Additional information').fill('');
    await expect
      .poll(() => page.getByRole('button', { name: 'Deactivate parameter' }).isEnabled())
      .toBe(true);
    await page.getByRole('button', { name: 'Deactivate parameter' }).click();
    await confirm(page, 'Deactivate parameter');
    await expect.poll(() => status(page).textContent()).toBe('Inactive');
    expect(await field(page, 'Name as displayed in app').isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Activate as draft' }).click();
    await page
      .getByText('Are you sure you want to move this parameter to DRAFT status ?')
      .waitFor();
    await confirm(page, 'Activate as draft');
    await expect.poll(() => status(page).textContent()).toBe('Draft');
    // released once: name, Cat. No. and range stay locked in Draft too
    expect(await field(page, 'Parameter name').isDisabled()).toBe(true);
    expect(await field(page, 'Cat. No.').isDisabled()).toBe(true);
    expect(await field(page, 'Range').isDisabled()).toBe(true);
    expect(await field(page, 'Name as displayed in app').isEnabled()).toBe(true);

    // what the form does not offer, the server refuses: the range of a once-released parameter
    const refused = await page.evaluate(async (pid) => {
      const current = (await (await fetch(`/api/parameters/${pid}`)).json()) as Record<
        string,
        unknown
      >;
      const { id: _id, isReleased: _r, createdAt: _c, updatedAt: _u, ...write } = current;
      const r = await fetch(`/api/parameters/${pid}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...write, citation: 1, parameterRange: '0-5000' }),
      });
      return { status: r.status, body: (await r.json()) as { violations?: unknown[] } };
    }, id);
    expect(refused.status).toBe(422);
    expect(refused.body.violations).toContainEqual({
      propertyPath: 'parameterRange',
      message: 'Range can no longer be changed.',
    });
    expect((await stored(page, id)).parameterRange).toBe('0-3000');

    await logout(page);
    await login(page, 'user@example.com');
    await page.waitForURL(`${BASE_URL}/dashboard`);
    expect(await filterOptions(page)).not.toContain('Chloride');
    expect(s.errors).toEqual([]);
  });
});
