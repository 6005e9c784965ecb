/**
 * The help content from the editor to the public page, against the build:demo app: an admin
 * adds an FAQ category and a question in it (the answer typed with formatting, plus a pasted
 * script), hides another category and adds a how-to item; a visitor then finds exactly that on
 * /info/faq and /info/how-to, and the pasted script never runs. A how-to item's picture replaced
 * (scaled down in the browser) and then removed in the editor: the how-to page shows each.
 */
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../mocks/lib/pngEncoder';
import { logout, navigate, openAs, sessionPerTest } from './browser';
import { pasteHtml, XSS_PAYLOAD, xssRan } from './pageInput';
import { checkScreen, shot } from './screens';

const s = sessionPerTest();

describe('help content', () => {
  it('an admin edits the FAQ and the how-to; a visitor sees exactly that', async () => {
    const { page } = s;
    await openAs(page, 'admin@example.com', '/admin/help');
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
    await page.getByText('General', { exact: true }).waitFor();
    // axe checks this screen as it first shows in a11y.e2e.ts
    await shot(page, 'help-faq');

    await page.getByRole('button', { name: /Add category/ }).click();
    const category = page.getByRole('dialog', { name: 'Add category' });
    await category.getByLabel('Category').fill('Water quality');
    await category.getByRole('button', { name: 'Save' }).click();
    await category.waitFor({ state: 'hidden' });
    await page.getByText('Water quality', { exact: true }).waitFor();

    await page
      .getByRole('button', { name: /Add question/ })
      .first()
      .click();
    const item = page.getByRole('dialog', { name: 'Add question' });
    await item.getByRole('combobox', { name: 'Category' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Water quality' }).click();
    await item.getByLabel('Question').fill('How often should I test?');
    await item.getByRole('textbox', { name: 'Answer' }).click();
    await page.keyboard.type('Test ');
    await item.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('once a week');
    await item.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('.');
    await pasteHtml(
      item.getByRole('textbox', { name: 'Answer' }),
      `<p>More in the how-to.${XSS_PAYLOAD}</p>`,
      'More in the how-to.',
    );
    expect(await item.getByRole('textbox', { name: 'Answer' }).innerHTML()).not.toMatch(
      /onerror|<script/,
    );
    await checkScreen(page, 'help-question-dialog');
    await item.getByRole('button', { name: 'Save' }).click();
    await item.waitFor({ state: 'hidden' });

    await page.getByRole('switch', { name: 'Visible: General' }).click();
    await expect
      .poll(() => page.getByRole('switch', { name: 'Visible: General' }).isChecked())
      .toBe(false);

    await page.getByRole('tab', { name: 'How-To' }).click();
    await page.getByRole('button', { name: /Add Items/ }).click();
    const howTo = page.getByRole('dialog', { name: 'Add Items' });
    await howTo.getByLabel('Title').fill('Store strips dry');
    await howTo.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('Close the tube after each strip.');
    await page.getByTestId('description-image-input').setInputFiles({
      name: 'closed-tube.png',
      mimeType: 'image/png',
      buffer: Buffer.from(encodePng(1600, 400, new Uint8Array(1600 * 400 * 3).fill(200))),
    });
    await howTo.getByRole('img', { name: 'closed-tube' }).waitFor();
    await howTo.getByRole('button', { name: 'Save' }).click();
    await howTo.waitFor({ state: 'hidden' });
    await page.getByText('Store strips dry').waitFor();
    expect(await xssRan(page)).toBe(false);
    await logout(page);

    await navigate(page, '/info/faq');
    await page.getByRole('heading', { level: 2, name: 'Water quality' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'General' }).count()).toBe(0);
    // a category without visible questions is not shown to readers
    expect(await page.getByRole('heading', { level: 2, name: 'Accounts' }).count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: 'Beta features' }).count()).toBe(0);
    await page.getByRole('button', { name: 'How often should I test?' }).click();
    await page.locator('strong', { hasText: 'once a week' }).waitFor();
    expect(await xssRan(page)).toBe(false);

    await navigate(page, '/info/how-to');
    await page.getByText('Store strips dry').waitFor();
    // the picture came along, scaled to fit 1200 px
    const picture = page.getByRole('img', { name: 'closed-tube' });
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    expect(await page.getByText('Calibrate the camera (old app)').count()).toBe(0);
    expect(await xssRan(page)).toBe(false);
    expect(s.errors).toEqual([]);
  });

  it("an admin replaces a how-to item's picture, then removes it; readers see each", async () => {
    const { page } = s;
    await openAs(page, 'admin@example.com', '/admin/howtoedit');
    await page.getByRole('button', { name: 'Edit Dip and wait' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit item' });
    await dialog.getByRole('img', { name: 'Picture of the item' }).waitFor();
    await checkScreen(page, 'help-howto-picture-dialog');
    await page.getByTestId('howto-picture-input').setInputFiles({
      name: 'dip.png',
      mimeType: 'image/png',
      buffer: Buffer.from(encodePng(2400, 600, new Uint8Array(2400 * 600 * 3).fill(120))),
    });
    // scaled down in the browser to the 1200 px the server keeps
    await expect
      .poll(() =>
        dialog
          .getByRole('img', { name: 'Picture of the item' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1200);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await logout(page);

    await navigate(page, '/info/how-to');
    const card = page.locator('.ant-card', { hasText: 'Dip and wait' });
    await card.getByText('Dip and wait').waitFor();
    // the item's picture comes first, then the description's own picture
    const first = card.locator('img').first();
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

    await openAs(page, 'admin@example.com', '/admin/howtoedit');
    await page.getByRole('button', { name: 'Edit Dip and wait' }).click();
    await dialog.getByRole('button', { name: /Remove picture/ }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // the list is fetched again after the save: its picture goes when the answer is in
    await expect
      .poll(() => page.getByRole('img', { name: 'Picture of Dip and wait' }).count())
      .toBe(0);
    await logout(page);

    await navigate(page, '/info/how-to');
    await card.getByText('Dip and wait').waitFor();
    // only the description's picture is left
    await expect.poll(() => card.locator('img').count()).toBe(1);
    expect(s.errors).toEqual([]);
  });
});
